#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes issues reported outside of any test to standard error, so that misuse is loud but never fatal.
package enum RuntimeWarning {
  /// The text written for one issue: a header line with the location, then the message.
  package static func text(message: String, location: IssueLocation) -> String {
    let body = message.isEmpty ? "An issue was reported." : message
    return "[OpenTCA] runtime warning: \(location.fileID):\(location.line):\(location.column): \(body)\n"
  }

  /// Writes one issue to standard error.
  package static func emit(message: String, location: IssueLocation) {
    let output = text(message: message, location: location)
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      var bytes = Array(output.utf8)
      bytes.withUnsafeMutableBytes { buffer in
        var written = 0
        while written < buffer.count, let base = buffer.baseAddress {
          let result = write(2, base + written, buffer.count - written)
          if result <= 0 { break }
          written += result
        }
      }
    #else
      print(output, terminator: "")
    #endif
  }
}
