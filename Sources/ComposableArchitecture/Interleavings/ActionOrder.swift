/// The actions a schedule's `TestStore`s sent and received, as the explorer notes them, and how
/// their order differs from the plain order's.
enum ActionOrder {
  /// "sent …" for an action the test sent.
  static func sent(_ action: Any) -> String { "sent " + oneLine(action) }

  /// "received …" for an action an effect delivered.
  static func received(_ action: Any) -> String { "received " + oneLine(action) }

  /// The action on one line, its type left out: `.searchResponse(["apple", "avocado"])`,
  /// `.child(.presented(.tick))`. A payload that is not an enum or a tuple is described as Swift
  /// describes it, cut at 60 characters.
  static func oneLine(_ action: Any) -> String {
    let mirror = Mirror(reflecting: action)
    switch mirror.displayStyle {
    case .enum:
      guard let child = mirror.children.first else { return ".\(action)" }
      return ".\(child.label ?? "")(\(payload(child.value)))"
    default:
      return payload(action)
    }
  }

  private static func payload(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      return oneLine(value)
    case .tuple:
      return mirror.children.map { child in
        let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return label + payload(child.value)
      }
      .joined(separator: ", ")
    default:
      let text = String(reflecting: value)
      return text.count > 60 ? text.prefix(59) + "…" : text
    }
  }

  /// For each received action, the sent actions it now comes after and before that it did not in
  /// `baseline`, and the actions received in one log only.
  static func changes(in events: [String], from baseline: [String]) -> [String] {
    let now = placements(events)
    let before = placements(baseline)
    var changes: [String] = []
    for (received, sentBefore) in now.order {
      let name = received.text
      guard let baselineSentBefore = before.sentBefore[received] else {
        changes.append("\(name) delivered (the plain order does not deliver it)")
        continue
      }
      for sent in now.sentOrder where sentBefore.contains(sent) && !baselineSentBefore.contains(sent) {
        changes.append("\(name) delivered after \(sent.text)")
      }
      for sent in now.sentOrder where !sentBefore.contains(sent) && baselineSentBefore.contains(sent) {
        changes.append("\(name) delivered before \(sent.text)")
      }
    }
    for (received, _) in before.order where now.sentBefore[received] == nil {
      changes.append("\(received.text) not delivered (the plain order delivers it)")
    }
    return changes
  }

  /// An action's text with its occurrence number among equal texts of the same kind.
  private struct Occurrence: Hashable {
    let text: String
    let number: Int
  }

  private struct Placements {
    var order: [(Occurrence, Set<Occurrence>)] = []
    var sentBefore: [Occurrence: Set<Occurrence>] = [:]
    var sentOrder: [Occurrence] = []
  }

  private static func placements(_ events: [String]) -> Placements {
    var placements = Placements()
    var seen: [String: Int] = [:]
    var sent: Set<Occurrence> = []
    for event in events {
      let number = seen[event, default: 0]
      seen[event] = number + 1
      if event.hasPrefix("sent ") {
        let occurrence = Occurrence(text: String(event.dropFirst(5)), number: number)
        sent.insert(occurrence)
        placements.sentOrder.append(occurrence)
      } else if event.hasPrefix("received ") {
        let occurrence = Occurrence(text: String(event.dropFirst(9)), number: number)
        placements.order.append((occurrence, sent))
        placements.sentBefore[occurrence] = sent
      }
    }
    return placements
  }
}
