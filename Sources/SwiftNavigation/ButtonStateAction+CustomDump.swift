import CustomDump

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as the case that made it: `.send(.confirm)`, `.send(nil)`, or
  /// `.send(.confirm, animation: Animation.easeInOut)` over several lines.
  public var customDumpMirror: Mirror {
    switch type {
    case let .send(action):
      return Mirror(self, children: ["send": action as Any], displayStyle: .enum)
    case let .animatedSend(action, animation):
      return Mirror(
        self, children: ["send": (action, animation: animation) as Any], displayStyle: .enum
      )
    }
  }
}
