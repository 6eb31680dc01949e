import Foundation

/// The compiler plugin wire format: each message is an 8-byte little-endian `UInt64` length followed by
/// that many bytes of UTF-8 JSON.
public enum MessageFraming {
  /// The largest message accepted (256 MiB); a larger length means the stream is out of sync.
  public static let maximumMessageSize = 1 << 28

  /// Prefixes `payload` with its length, ready to write.
  public static func frame(_ payload: Data) -> Data {
    var length = UInt64(payload.count).littleEndian
    var data = withUnsafeBytes(of: &length) { Data($0) }
    data.append(payload)
    return data
  }
}
