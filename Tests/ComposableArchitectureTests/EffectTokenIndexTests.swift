@testable import ComposableArchitecture
import Testing

/// The registry's index by key keeps the key last replaced apart from its table: whatever order of
/// reads, writes, replacements and removals reaches it, it must answer as a plain dictionary would.
@Suite("EffectTokenIndex answers as a dictionary of token sets")
struct EffectTokenIndexTests {
  static func set(_ tokens: EffectTokens?) -> Set<Int>? {
    switch tokens {
    case nil: return nil
    case let .one(token): return [token]
    case let .many(tokens): return tokens
    }
  }

  /// Keys of two shapes: at the root, and one level down (a path component), with ids of two types.
  static let keys: [EffectKey] = [
    EffectKey(path: [], id: EffectID("search")),
    EffectKey(path: [], id: EffectID(1)),
    EffectKey(path: [EffectID("child")], id: EffectID("search")),
    EffectKey(path: [EffectID("child")], id: EffectID(1)),
  ]

  @Test("Random operations agree with a model dictionary", arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperations(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var index = EffectTokenIndex()
    var model: [EffectKey: Set<Int>] = [:]
    var nextToken = 1
    for step in 0..<5_000 {
      // A fresh key value each time (a reducer builds its id anew at every action).
      let pick = Int.random(in: 0..<Self.keys.count, using: &generator)
      let key = EffectKey(path: Self.keys[pick].path, id: Self.keys[pick].id)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1:
        // A debounce: the new token in place of the key's tokens.
        let replaced = index.replace(key, with: .one(nextToken))
        #expect(Self.set(replaced) == model[key], "step \(step)")
        model[key] = [nextToken]
        nextToken += 1
      case 2:
        // Filing one more token, as the registry does (read, drop, insert, write back).
        if var tokens = index[key] {
          index[key] = nil
          tokens.insert(nextToken)
          index[key] = tokens
        } else {
          index[key] = .one(nextToken)
        }
        model[key, default: []].insert(nextToken)
        nextToken += 1
      case 3:
        // Unfiling one of the key's tokens, if any.
        if var tokens = index[key], let token = model[key]?.first {
          index[key] = nil
          if !tokens.remove(token) { index[key] = tokens }
          model[key]?.remove(token)
          if model[key]?.isEmpty == true { model[key] = nil }
        }
      case 4:
        #expect(Self.set(index.removeValue(forKey: key)) == model[key], "step \(step)")
        model[key] = nil
      default:
        #expect(Self.set(index[key]) == model[key], "step \(step)")
      }
      #expect(Set(index.keys) == Set(model.keys), "step \(step)")
      #expect(index.keys.count == model.count, "step \(step)")
    }
    for key in Self.keys {
      #expect(Self.set(index[key]) == model[key])
    }
  }

  @Test("A debounce of one key, then another key, then the first again, keeps every key's tokens")
  func alternatingDebounces() {
    var index = EffectTokenIndex()
    let first = Self.keys[0]
    let second = Self.keys[2]
    #expect(index.replace(first, with: .one(1)) == nil)
    #expect(Self.set(index.replace(first, with: .one(2))) == [1])
    #expect(index.replace(second, with: .one(3)) == nil)
    #expect(Self.set(index[first]) == [2])
    #expect(Self.set(index.replace(first, with: .one(4))) == [2])
    #expect(Self.set(index[second]) == [3])
    #expect(Set(index.keys) == [first, second])
    #expect(Self.set(index.removeValue(forKey: first)) == [4])
    #expect(index[first] == nil)
    #expect(index.keys == [second])
  }
}
