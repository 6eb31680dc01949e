import Perception
import Testing

@Perceptible
private final class Score: @unchecked Sendable {
  var points = 0
  var isOver = false
}

@Suite("Perceptions")
struct PerceptionsTests {
  @Test("The current value first, then a value after each change")
  func valuesAfterChanges() async {
    let score = Score()
    var iterator = Perceptions { score.points }.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    score.points = 5
    #expect(await iterator.next() == 5)
    score.points = 7
    #expect(await iterator.next() == 7)
  }

  @Test("untilFinished ends the sequence when the closure returns .finish")
  func untilFinished() async {
    let score = Score()
    let points = Perceptions<Int, Never>.untilFinished {
      score.isOver ? .finish : .next(score.points)
    }
    var iterator = points.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    score.isOver = true
    #expect(await iterator.next() == nil)
  }
}
