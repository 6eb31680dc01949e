#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Foundation

/// Plain sentences for what goes wrong with a recording's file, instead of the dump of an `NSError`:
/// "No such file: session.jsonl." A file is named as it was given (`URL.relativePath`: the path typed
/// on a command line stays as typed).
enum FileErrorSentence {
  /// Why `url` could not be read.
  static func reading(_ url: URL, error: any Error) -> String {
    let name = url.relativePath
    switch errorNumber(of: error) ?? errorNumberFromFileSystem(reading: url) {
    case ENOENT?: return "No such file: \(name)."
    case EISDIR?: return "\(name) is a directory, not a recording."
    case ENOTDIR?: return "No such file: \(name) (a part of the path is a file, not a directory)."
    case let number?: return "Cannot read \(name): \(reason(errorNumber: number))."
    case nil: return "Cannot read \(name): \(plainDescription(of: error))"
    }
  }

  /// Why a recording could not be created at `url`, from the error number of `open`.
  static func creating(_ url: URL, errorNumber: Int32) -> String {
    let name = url.relativePath
    switch errorNumber {
    case ENOENT:
      return "Cannot record to \(name): the directory \(url.deletingLastPathComponent().relativePath) does not exist."
    case ENOTDIR:
      return "Cannot record to \(name): a part of the path is a file, not a directory."
    case EISDIR:
      return "Cannot record to \(name): it is a directory."
    default:
      return "Cannot record to \(name): \(reason(errorNumber: errorNumber))."
    }
  }

  /// An error number as a phrase: "permission denied", "no space left on device".
  static func reason(errorNumber: Int32) -> String {
    switch errorNumber {
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the file system is read-only"
    case ENOSPC: return "no space left on device"
    default:
      guard let text = strerror(errorNumber).map({ String(cString: $0) }), !text.isEmpty else {
        return "error \(errorNumber)"
      }
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }

  /// The POSIX error number inside a Foundation file error, if there is one.
  static func errorNumber(of error: any Error) -> Int32? {
    var current: (any Error)? = error
    while let error = current {
      if let posix = error as? POSIXError { return posix.code.rawValue }
      let nsError = error as NSError
      if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
      // (On Linux the underlying error is not an `NSError` until it is bridged as one.)
      current = nsError.userInfo[NSUnderlyingErrorKey] as? any Error
    }
    return nil
  }

  /// What the file system says about `url` when the error itself does not.
  private static func errorNumberFromFileSystem(reading url: URL) -> Int32? {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) { return ENOENT }
    if isDirectory.boolValue { return EISDIR }
    if !FileManager.default.isReadableFile(atPath: url.path) { return EACCES }
    return nil
  }
}

/// An error as a sentence: its own description when it has a plain one, a `DecodingError` spelled
/// out (which field, what was wrong), a file error through ``FileErrorSentence``.
func plainDescription(of error: any Error) -> String {
  switch error {
  case let error as SessionRecordingError:
    return error.message
  case let error as DecodingError:
    return plainDescription(of: error)
  case let error as EncodingError:
    if case let .invalidValue(value, context) = error {
      return "\(type(of: value)) at \(fieldPath(context.codingPath)) does not encode: \(context.debugDescription)"
    }
    return "\(error)"
  default:
    if let number = FileErrorSentence.errorNumber(of: error) {
      return FileErrorSentence.reason(errorNumber: number) + "."
    }
    return error.localizedDescription
  }
}

/// Why a file operation failed, as a few plain words ("permission denied", "no such file or
/// directory"), for the tools that write files of their own (`tca-replay`'s page).
@_spi(RecordingTools)
public func fileErrorReason(_ error: any Error) -> String {
  if let number = FileErrorSentence.errorNumber(of: error) {
    return FileErrorSentence.reason(errorNumber: number)
  }
  return error.localizedDescription
}

private func plainDescription(of error: DecodingError) -> String {
  switch error {
  case let .keyNotFound(key, context):
    return "it has no field \"\(key.stringValue)\"\(inside(context.codingPath))."
  case let .valueNotFound(type, context):
    return "\(fieldPath(context.codingPath)) is null where a \(type) is expected."
  case let .typeMismatch(type, context):
    return "\(fieldPath(context.codingPath)) is not a \(type)."
  case let .dataCorrupted(context):
    let detail = context.debugDescription.hasSuffix(".") ? context.debugDescription : context.debugDescription + "."
    return context.codingPath.isEmpty ? detail : "\(fieldPath(context.codingPath)): \(detail)"
  @unknown default:
    return "\(error)"
  }
}

private func inside(_ path: [any CodingKey]) -> String {
  path.isEmpty ? "" : " in \(fieldPath(path))"
}

private func fieldPath(_ path: [any CodingKey]) -> String {
  path.isEmpty ? "the record" : "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
}
