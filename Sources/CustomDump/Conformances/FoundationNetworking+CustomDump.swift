import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if !os(WASI)
  extension NSURLRequest: CustomDumpRepresentable {
    /// The request as `URLRequest`, so an `NSURLRequest` (or `NSMutableURLRequest`) dumps as
    /// `URLRequest(url: URL(https://www.pointfree.co), cachePolicy: 0, …)` on every platform.
    public var customDumpValue: Any { self as URLRequest }
  }

  extension URLRequest.NetworkServiceType: CustomDumpStringConvertible {
    /// The case by its full name: `URLRequest.NetworkServiceType.default`.
    public var customDumpDescription: String { "URLRequest.NetworkServiceType.\(caseName)" }

    /// The case's name in Swift, or its raw value for a case this library does not know.
    private var caseName: String {
      #if canImport(FoundationNetworking)
        // A native Swift enumeration here: its description is the case's name.
        return String(describing: self)
      #else
        switch self {
        case .default: return "default"
        case .video: return "video"
        case .background: return "background"
        case .voice: return "voice"
        case .responsiveData: return "responsiveData"
        case .avStreaming: return "avStreaming"
        case .responsiveAV: return "responsiveAV"
        case .callSignaling: return "callSignaling"
        default:
          // `.voip` (raw value 1) is deprecated: named by raw value so that no warning is raised.
          return rawValue == 1 ? "voip" : "(@unknown default, rawValue: \(rawValue))"
        }
      #endif
    }
  }
#endif
