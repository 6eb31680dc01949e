import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Foundation names it on Apple platforms, where TCA code keeps
    /// its files (`.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`).
    ///
    /// Foundation on Linux has no such property; this one is `$XDG_DOCUMENTS_DIR` when it is set to
    /// an absolute path, else `~/Documents`.
    public static var documentsDirectory: URL {
      documentsDirectory(environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser)
    }

    /// The documents folder that `environment` and `home` name (see ``documentsDirectory``).
    static func documentsDirectory(environment: [String: String], home: URL) -> URL {
      if let configured = environment["XDG_DOCUMENTS_DIR"], configured.hasPrefix("/") {
        return URL(fileURLWithPath: configured, isDirectory: true)
      }
      return home.appendingPathComponent("Documents", isDirectory: true)
    }
  }
#endif
