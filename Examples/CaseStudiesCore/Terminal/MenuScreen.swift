/// The menu: the five lessons; `enter` or a digit opens one.
enum MenuScreen {
  static let help = "↑/↓ move · enter open · 1-5 open lesson"

  static func body(_ state: CaseStudies.State) -> [String] {
    var lines = [
      "",
      " The five lessons, each a @Reducer presented by this root (@Presents).",
      "",
    ]
    for lesson in CaseStudies.Lesson.allCases {
      let marker = lesson == state.selection ? "▸" : " "
      lines.append(" \(marker) Lesson \(lesson.number) · \(lesson.title): \(lesson.subtitle)")
      lines.append("      seed \(lesson.seed) · \(lesson.seedTitle)")
    }
    return lines
  }

  static func action(for key: Key) -> CaseStudies.Action? {
    switch key {
    case .up, .character("k"): .selectionMoved(by: -1)
    case .down, .character("j"), .tab: .selectionMoved(by: 1)
    case let .character(digit):
      digit.wholeNumberValue.flatMap { CaseStudies.Lesson(rawValue: $0 - 1) }.map { .lessonTapped($0) }
    default: nil
    }
  }
}
