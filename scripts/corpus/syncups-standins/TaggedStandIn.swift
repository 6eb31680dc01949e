// OpenTCA stand-in (our own code) for the one type TCA's SyncUps takes from Point-Free's swift-tagged,
// which OpenTCA does not depend on. strip_views.py drops `import Tagged`; this file is compiled into
// the same module instead. It holds only what SyncUps and its tests use: a raw value whose type is
// told apart by a phantom `Tag` (`SyncUp.ID`, `Attendee.ID`, `Meeting.ID` are `Tagged<_, UUID>`),
// the conformances the models need when the raw value has them, and the UUID initializers
// (`SyncUp.ID()`, `SyncUp.ID(uuid())`, `SyncUp.ID(uuidString:)`). Codable as the bare raw value.

import Foundation

struct Tagged<Tag, RawValue> {
  var rawValue: RawValue

  init(rawValue: RawValue) { self.rawValue = rawValue }
  init(_ rawValue: RawValue) { self.rawValue = rawValue }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Codable where RawValue: Codable {
  init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(RawValue.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Tagged: CustomStringConvertible {
  var description: String { "\(rawValue)" }
}

extension Tagged where RawValue == UUID {
  /// A fresh random identifier.
  init() { self.init(rawValue: UUID()) }

  init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(rawValue: uuid)
  }
}
