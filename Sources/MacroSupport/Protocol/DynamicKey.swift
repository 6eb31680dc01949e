/// A coding key for JSON objects whose keys are data (message names).
struct DynamicKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) {
    self.stringValue = string
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
