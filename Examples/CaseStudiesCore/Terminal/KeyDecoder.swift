/// Decodes the bytes a terminal in raw mode sends into ``Key``s.
///
/// Arrows arrive as `ESC [ A` (or `ESC O A`); page up and down as `ESC [ 5 ~` and `ESC [ 6 ~`; a
/// lone `ESC` is the escape key; Ctrl-C is byte 3.
public enum KeyDecoder {
  /// The keys in `bytes` (one read from the terminal).
  public static func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty {
        keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
        text = []
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 27:
        flushText()
        if index + 1 < bytes.count, bytes[index] == 91 || bytes[index] == 79 {
          let arrows: [UInt8: Key] = [65: .up, 66: .down, 67: .right, 68: .left]
          if let arrow = arrows[bytes[index + 1]] {
            keys.append(arrow)
          } else if bytes[index] == 91, index + 2 < bytes.count, bytes[index + 2] == 126,
            let page = [53: Key.pageUp, 54: .pageDown][bytes[index + 1]]
          {
            keys.append(page)
          }
          index += 2
          // Skip the rest of a longer sequence (`ESC [ 3 ~`, …).
          while index < bytes.count, bytes[index - 1] < 64 || bytes[index - 1] > 126 {
            index += 1
          }
        } else {
          keys.append(.escape)
        }
      case 13, 10: flushText(); keys.append(.enter)
      case 9: flushText(); keys.append(.tab)
      case 127, 8: flushText(); keys.append(.backspace)
      case 3: flushText(); keys.append(.interrupt)
      case 0..<32: flushText()
      default: text.append(byte)
      }
    }
    flushText()
    return keys
  }
}
