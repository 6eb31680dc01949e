import CasePaths

// Enums of every access level: the generated members are always `public`, capped by the enum's own
// access.

/// A public enum; its case paths are part of this module's public interface.
@CasePathable @dynamicMemberLookup
public enum PublicAction: Equatable, Sendable {
  case tap
  case set(Int)
  case labelled(name: String, count: Int)
}

@CasePathable
private enum PrivateAction: Equatable {
  case tap
  case set(Int)
}

@CasePathable
fileprivate enum FileprivateAction: Equatable {
  case set(Int)
}

public struct Feature {
  @CasePathable
  public enum Action: Equatable {
    case tap
    case set(Int)
  }

  @CasePathable
  fileprivate enum Secret: Equatable {
    case hidden(Int)
  }

  /// Uses the private nested enum's case paths from inside its scope.
  static func secret(_ value: Int) -> Int? {
    Secret.hidden(value)[case: \.hidden]
  }
}

public extension Feature {
  @CasePathable
  enum Extra: Equatable {
    case more(String)
  }
}

/// Reads a private enum's case paths from the file that declares it.
func privateRoundTrip(_ value: Int) -> (Int?, Bool, Int?) {
  let action: PrivateAction = (\PrivateAction.Cases.set)(value)
  let other: FileprivateAction = (\FileprivateAction.Cases.set)(value + 1)
  return (action[case: \.set], action.is(\.tap), other[case: \.set])
}
