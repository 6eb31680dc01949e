import CasePaths
import Foundation
import Testing

/// Counts how often a computed case path is built, to observe the cache.
private final class BuildCounter: @unchecked Sendable {
  static let countedSheet = BuildCounter()
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    defer { lock.unlock() }
    count += 1
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

extension Destination.AllCasePaths {
  /// A computed case path that counts its builds; used by one test only.
  var countedSheet: AnyCasePath<Destination, SheetState> {
    BuildCounter.countedSheet.increment()
    return sheet
  }

  /// A computed case path that itself converts a case key path while it is being built.
  var sheetCount: AnyCasePath<Destination, Int> {
    let sheet = AnyCasePath(\Destination.Cases.sheet)
    return AnyCasePath(
      embed: { sheet.embed(SheetState(count: $0)) },
      extract: { sheet.extract(from: $0)?.count }
    )
  }
}

@Suite("Converting case key paths is cached")
struct CachingTests {
  @Test("A case key path's conversion is built once however often it is used")
  func buildsOnce() {
    let destination = Destination.sheet(SheetState(count: 3))
    for _ in 0..<100 {
      #expect(destination[case: \.countedSheet]?.count == 3)
    }
    #expect(BuildCounter.countedSheet.value == 1)
  }

  @Test("A computed case path may use case key paths while it is built")
  func reentrant() {
    let path: CaseKeyPath<Destination, Int> = \.sheetCount
    #expect(path(4) == .sheet(SheetState(count: 4)))
    #expect(Destination.sheet(SheetState(count: 5))[case: \.sheetCount] == 5)
    #expect(Destination.confirm[case: \.sheetCount] == nil)
  }

  @Test("Key paths alike but for different roots or values do not collide")
  func distinctKeys() {
    #expect(Loadable<Int>.loaded(1)[case: \.loaded] == 1)
    #expect(Loadable<String>.loaded("a")[case: \.loaded] == "a")
    #expect(Batch<Int>.one(1)[case: \.one] == 1)
    #expect(Batch<String>.one("b")[case: \.one] == "b")
    let set: CaseKeyPath<AppAction, Int> = \.child.grandchild.set
    let increment: CaseKeyPath<AppAction, Void> = \.child.grandchild.increment
    #expect(set(1) == .child(.grandchild(.set(1))))
    #expect(increment() == .child(.grandchild(.increment)))
    #expect(AppAction.child(.grandchild(.increment))[case: set] == nil)
  }

  @Test("Many concurrent tasks get correct results from the shared cache")
  func concurrentUse() async {
    let failures = await withTaskGroup(of: Int.self) { group in
      for task in 0..<64 {
        group.addTask {
          var failures = 0
          for i in 0..<200 {
            let value = task * 1_000 + i
            let set: CaseKeyPath<AppAction, Int> = \.child.grandchild.set
            let action = set(value)
            if action != .child(.grandchild(.set(value))) { failures += 1 }
            if action[case: \.child.grandchild.set] != value { failures += 1 }
            if action[case: \.child.tap] != nil { failures += 1 }
            if !action.is(\.child.grandchild) { failures += 1 }
            if action.is(\.other) { failures += 1 }
            var loadable = Loadable<Int>.loaded(value)
            loadable[case: \.loaded]? += 1
            if loadable != .loaded(value + 1) { failures += 1 }
            switch action {
            case \.child.grandchild.increment: failures += 1
            case \.child.grandchild.set: break
            default: failures += 1
            }
            if Loadable<String>.failed(message: "\(value)")[case: \.failed] != "\(value)" {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }
}
