#if canImport(Glibc) || canImport(Musl)
  import Dependencies
  import Foundation
  import Testing

  @testable import Sharing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// The defaults `.appStorage` keeps in a file outside Apple platforms: every value it stores is read
  /// back by another instance (as another process would), two instances on one file never lose each
  /// other's writes, and a write that does not reach the disk is in `saveError` until one does.
  @Suite struct FileUserDefaultsTests {
    enum Theme: String, Sendable { case light, dark }
    enum Level: Int, Sendable { case low = 1, high = 9 }

    // MARK: Where the file is

    @Test("XDG_CONFIG_HOME when absolute; else HOME/.config; else the account's home/.config")
    func configurationDirectory() {
      func folder(_ environment: [String: String], home: String? = "/home/account") -> String? {
        FileUserDefaults.configurationDirectory(environment: environment, homeDirectory: home)?.path
      }
      #expect(folder(["XDG_CONFIG_HOME": "/xdg/config", "HOME": "/home/blob"]) == "/xdg/config")
      #expect(folder(["XDG_CONFIG_HOME": "", "HOME": "/home/blob"]) == "/home/blob/.config")
      // The specification: a relative path is to be ignored.
      #expect(folder(["XDG_CONFIG_HOME": "config", "HOME": "/home/blob"]) == "/home/blob/.config")
      #expect(folder(["XDG_CONFIG_HOME": "./config", "HOME": "/home/blob"]) == "/home/blob/.config")
      #expect(folder(["HOME": "/home/blob"]) == "/home/blob/.config")
      #expect(folder([:]) == "/home/account/.config")
      #expect(folder(["HOME": ""]) == "/home/account/.config")
      #expect(folder(["HOME": "relative"], home: nil) == nil)
      #expect(folder([:], home: nil) == nil)
    }

    @Test("The program's suite: its bundle identifier, else its executable's name")
    func standardSuiteName() {
      #expect(FileUserDefaults.standardSuiteName(bundleIdentifier: "co.blob.app", executableName: "app") == "co.blob.app")
      #expect(FileUserDefaults.standardSuiteName(bundleIdentifier: "", executableName: "app") == "app")
      #expect(FileUserDefaults.standardSuiteName(bundleIdentifier: nil, executableName: "app") == "app")
    }

    @Test("One file per suite, directly in the folder")
    func fileName() throws {
      let folder = URL(fileURLWithPath: "/config", isDirectory: true)
      #expect(try #require(FileUserDefaults(suiteName: "co.blob.app", directory: folder)).fileURL.path == "/config/co.blob.app.plist")
      #expect(try #require(FileUserDefaults(suiteName: "a/../b", directory: folder)).fileURL.path == "/config/a_.._b.plist")
    }

    @Test("A program's defaultAppStorage is its suite's file in its configuration folder; a test's is in memory")
    func liveAndTestDefaults() throws {
      @Dependency(\.defaultAppStorage) var testDefaults
      #expect(testDefaults is InMemoryUserDefaults)
      let live = withDependencies { $0.context = .live } operation: {
        @Dependency(\.defaultAppStorage) var defaults
        return defaults
      }
      let file = try #require(live as? FileUserDefaults)
      let folder = try #require(
        FileUserDefaults.configurationDirectory(
          environment: ProcessInfo.processInfo.environment, homeDirectory: NSHomeDirectory()))
      let suite = FileUserDefaults.standardSuiteName(
        bundleIdentifier: Bundle.main.bundleIdentifier, executableName: ProcessInfo.processInfo.processName)
      #expect(file.fileURL == folder.appendingPathComponent(suite + ".plist"))
    }

    // MARK: Values

    @Test("Every value type .appStorage stores is read back by a fresh instance on the same file")
    func everyValueRoundTrips() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let date = Date(timeIntervalSinceReferenceDate: 765_432_109.123_456_7)
      let bytes = Data([0, 1, 2, 0xFE, 0xFF]) + Data("<plist>".utf8)
      let web = try #require(URL(string: "https://example.com/a%20b?c=d&e=%C3%A9#f"))
      let file = URL(fileURLWithPath: "/tmp/a b/c.txt")
      do {
        let writer = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
        @Shared(.appStorage("bool", store: writer)) var bool = false
        @Shared(.appStorage("int", store: writer)) var int = 0
        @Shared(.appStorage("min", store: writer)) var min = 0
        @Shared(.appStorage("double", store: writer)) var double = 0.0
        @Shared(.appStorage("string", store: writer)) var string = ""
        @Shared(.appStorage("data", store: writer)) var data = Data()
        @Shared(.appStorage("date", store: writer)) var storedDate = Date(timeIntervalSince1970: 0)
        @Shared(.appStorage("web", store: writer)) var webURL = URL(fileURLWithPath: "/")
        @Shared(.appStorage("file", store: writer)) var fileURL = URL(fileURLWithPath: "/")
        @Shared(.appStorage("theme", store: writer)) var theme = Theme.light
        @Shared(.appStorage("level", store: writer)) var level = Level.low
        @Shared(.appStorage("optionalBool", store: writer)) var optionalBool: Bool? = nil
        @Shared(.appStorage("optionalInt", store: writer)) var optionalInt: Int? = nil
        @Shared(.appStorage("optionalString", store: writer)) var optionalString: String? = nil
        @Shared(.appStorage("removedInt", store: writer)) var removedInt: Int? = nil
        @Shared(.appStorage("removedString", store: writer)) var removedString: String? = nil
        $bool.withLock { $0 = true }
        $int.withLock { $0 = .max }
        $min.withLock { $0 = .min }
        $double.withLock { $0 = 0.1 + .pi }
        $string.withLock { $0 = "héllo 🌍\n\"<&>\"\0end" }
        $data.withLock { $0 = bytes }
        $storedDate.withLock { $0 = date }
        $webURL.withLock { $0 = web }
        $fileURL.withLock { $0 = file }
        $theme.withLock { $0 = .dark }
        $level.withLock { $0 = .high }
        $optionalBool.withLock { $0 = false }
        $optionalInt.withLock { $0 = -7 }
        $optionalString.withLock { $0 = "" }
        $removedInt.withLock { $0 = 3 }
        $removedInt.withLock { $0 = nil }
        $removedString.withLock { $0 = "gone" }
        $removedString.withLock { $0 = nil }
        for error in [$bool.saveError, $int.saveError, $data.saveError, $removedString.saveError] {
          #expect(error == nil)
        }
      }
      // A fresh instance knows nothing but the file, as another process.
      let reader = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      @Shared(.appStorage("bool", store: reader)) var bool = false
      @Shared(.appStorage("int", store: reader)) var int = 0
      @Shared(.appStorage("min", store: reader)) var min = 0
      @Shared(.appStorage("double", store: reader)) var double = 0.0
      @Shared(.appStorage("string", store: reader)) var string = ""
      @Shared(.appStorage("data", store: reader)) var data = Data()
      @Shared(.appStorage("date", store: reader)) var storedDate = Date(timeIntervalSince1970: 0)
      @Shared(.appStorage("web", store: reader)) var webURL = URL(fileURLWithPath: "/")
      @Shared(.appStorage("file", store: reader)) var fileURL = URL(fileURLWithPath: "/")
      @Shared(.appStorage("theme", store: reader)) var theme = Theme.light
      @Shared(.appStorage("level", store: reader)) var level = Level.low
      @Shared(.appStorage("optionalBool", store: reader)) var optionalBool: Bool? = nil
      @Shared(.appStorage("optionalInt", store: reader)) var optionalInt: Int? = nil
      @Shared(.appStorage("optionalString", store: reader)) var optionalString: String? = nil
      @Shared(.appStorage("removedInt", store: reader)) var removedInt: Int? = 11
      @Shared(.appStorage("removedString", store: reader)) var removedString: String? = "initial"
      #expect(bool == true)
      #expect(int == .max)
      #expect(min == .min)
      #expect(double == 0.1 + .pi)
      #expect(string == "héllo 🌍\n\"<&>\"\0end")
      #expect(data == bytes)
      #expect(storedDate == date)  // To the bit.
      #expect(webURL == web)
      #expect(fileURL == file)
      #expect(theme == .dark)
      #expect(level == .high)
      #expect(optionalBool == false)
      #expect(optionalInt == -7)
      #expect(optionalString == "")
      // Removed: nothing stored, so each holder starts from its own value.
      #expect(reader.object(forKey: "removedInt") == nil)
      #expect(reader.object(forKey: "removedString") == nil)
      #expect(removedInt == 11)
      #expect(removedString == "initial")
      for error in [$bool.loadError, $int.loadError, $storedDate.loadError, $level.loadError] {
        #expect(error == nil)
      }

      // The file is a binary property list, a dictionary of exactly those keys.
      var format = PropertyListSerialization.PropertyListFormat.xml
      let root = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: folder.url.appendingPathComponent("app.plist")), options: [], format: &format)
      #expect(format == .binary)
      let keys = try #require(root as? [String: Any]).keys.sorted()
      #expect(
        keys == [
          "bool", "data", "date", "double", "file", "int", "level", "min", "optionalBool", "optionalInt",
          "optionalString", "string", "theme", "web",
        ])
    }

    @Test("The UserDefaults API reads and writes the same file")
    func userDefaultsAPI() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let writer = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      writer.set(true, forKey: "bool")
      writer.set(42, forKey: "int")
      writer.set(2.5, forKey: "double")
      writer.set(Float(1.5), forKey: "float")
      writer.set("text", forKey: "string")
      writer.set(URL(string: "https://example.com"), forKey: "url")
      writer.set(["a", "b"], forKey: "array")
      writer.set(["nested": 1], forKey: "dictionary")
      writer.set(1, forKey: "removed")
      writer.removeObject(forKey: "removed")
      writer.register(defaults: ["registered": "default", "int": 0])

      let reader = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      #expect(reader.bool(forKey: "bool"))
      #expect(reader.integer(forKey: "int") == 42)
      #expect(reader.double(forKey: "double") == 2.5)
      #expect(reader.float(forKey: "float") == 1.5)
      #expect(reader.string(forKey: "string") == "text")
      #expect(reader.url(forKey: "url") == URL(string: "https://example.com"))
      #expect(reader.stringArray(forKey: "array") == ["a", "b"])
      #expect(reader.dictionary(forKey: "dictionary")?["nested"] as? Int == 1)
      #expect(reader.object(forKey: "removed") == nil)
      // Registered defaults belong to the instance that registered them, under what is stored.
      #expect(reader.object(forKey: "registered") == nil)
      #expect(writer.string(forKey: "registered") == "default")
      #expect(writer.integer(forKey: "int") == 42)
      #expect(reader.synchronize())
      #expect(
        reader.dictionaryRepresentation().keys.sorted() == [
          "array", "bool", "dictionary", "double", "float", "int", "string", "url",
        ])
    }

    // MARK: Two writers on one file

    /// A value of the model: what a key holds.
    enum ModelValue: Equatable {
      case int(Int)
      case string(String)
      case bool(Bool)
      case data(Data)

      var object: Any {
        switch self {
        case .int(let value): value
        case .string(let value): value
        case .bool(let value): value
        case .data(let value): value
        }
      }

      func matches(_ object: Any?) -> Bool {
        switch self {
        case .int(let value): (object as? NSNumber)?.intValue == value && !(object is Bool)
        case .string(let value): object as? String == value
        case .bool(let value): object as? Bool == value
        case .data(let value): object as? Data == value
        }
      }

      static func random(using generator: inout SplitMix64) -> Self {
        switch generator.next() % 4 {
        case 0: .int(Int(truncatingIfNeeded: generator.next()))
        case 1: .string(String(repeating: "é", count: Int(generator.next() % 5)) + "\(generator.next() % 100)")
        case 2: .bool(generator.next() % 2 == 0)
        default: .data(Data((0..<Int(generator.next() % 6)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))
        }
      }
    }

    @Test(
      "Interleaved sets and removals from two instances on one file end as the model, each read seeing the other's writes",
      arguments: 0..<6 as Range<UInt64>)
    func twoWritersAgainstAModel(seed: UInt64) throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let writers = [
        try #require(FileUserDefaults(suiteName: "shared", directory: folder.url)),
        try #require(FileUserDefaults(suiteName: "shared", directory: folder.url)),
      ]
      let keys = ["a", "b", "c", "d", "e"]
      var model: [String: ModelValue] = [:]
      var generator = SplitMix64(seed: seed)
      for step in 0..<80 {
        let writer = writers[Int(generator.next() % 2)]
        let key = keys[Int(generator.next() % UInt64(keys.count))]
        if generator.next() % 4 == 0 {
          try writer.write(nil as Any?, forKey: key)
          model[key] = nil
        } else {
          let value = ModelValue.random(using: &generator)
          try writer.write(value.object, forKey: key)
          model[key] = value
        }
        // Either instance reads the latest write of either.
        let probe = keys[Int(generator.next() % UInt64(keys.count))]
        let reader = writers[Int(generator.next() % 2)]
        let stored = try reader.storedObject(forKey: probe)
        if let expected = model[probe] {
          #expect(expected.matches(stored), "step \(step), seed \(seed): \(probe) is \(String(describing: stored)), not \(expected)")
        } else {
          #expect(stored == nil, "step \(step), seed \(seed): \(probe) is \(String(describing: stored)), not removed")
        }
      }
      let fresh = try #require(FileUserDefaults(suiteName: "shared", directory: folder.url))
      let stored = fresh.dictionaryRepresentation()
      #expect(Set(stored.keys) == Set(model.keys), "seed \(seed)")
      for (key, value) in model {
        #expect(value.matches(stored[key]), "seed \(seed): \(key) is \(String(describing: stored[key])), not \(value)")
      }
    }

    @Test("Two instances writing at the same time from two threads keep every write")
    func concurrentWriters() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let writers = [
        UncheckedDefaults(wrappedValue: try #require(FileUserDefaults(suiteName: "shared", directory: folder.url))),
        UncheckedDefaults(wrappedValue: try #require(FileUserDefaults(suiteName: "shared", directory: folder.url))),
      ]
      let failures = LockedValue<[String]>([])
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        for step in 0..<40 {
          do {
            try writers[index].set(step, forKey: "w\(index)-\(step)")
          } catch {
            failures.withLock { $0.append("\(error)") }
          }
        }
      }
      #expect(failures.withLock { $0 } == [])
      let fresh = try #require(FileUserDefaults(suiteName: "shared", directory: folder.url))
      for index in 0..<2 {
        for step in 0..<40 {
          #expect(fresh.object(forKey: "w\(index)-\(step)") as? Int == step)
        }
      }
      // Nothing is left beside the file but its lock.
      #expect(try folder.contents() == ["shared.plist", "shared.plist.lock"])
    }

    @Test("A temporary file left by a writer killed mid-write does not matter")
    func leftoverTemporaryFile() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      try defaults.write(1, forKey: "kept")
      try Data("half a pli".utf8).write(to: folder.url.appendingPathComponent("app.plist.tmp"))
      try defaults.write(2, forKey: "next")
      let fresh = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      #expect(fresh.dictionaryRepresentation() as? [String: Int] == ["kept": 1, "next": 2])
      #expect(try folder.contents() == ["app.plist", "app.plist.lock"])
    }

    // MARK: Failures

    @Test("A folder that cannot be created: saveError until a write succeeds; the value stays in memory")
    func unwritableFolder() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      // Works as root too (where permissions do not stop a write): the folder's parent is a file.
      let blocker = folder.url.appendingPathComponent("blocker")
      try Data("a file".utf8).write(to: blocker)
      let defaults = try #require(
        FileUserDefaults(suiteName: "app", directory: blocker.appendingPathComponent("config")))
      @Shared(.appStorage("count", store: defaults)) var count = 0
      $count.withLock { $0 = 1 }
      let error = try #require($count.saveError as? AppStorageFileError)
      #expect(error.errorNumber == ENOTDIR)
      #expect(error.url == defaults.fileURL)
      #expect(error.description.contains(blocker.path))
      #expect(count == 1)

      try FileManager.default.removeItem(at: blocker)
      $count.withLock { $0 += 1 }
      #expect($count.saveError == nil)
      let fresh = try #require(
        FileUserDefaults(suiteName: "app", directory: blocker.appendingPathComponent("config")))
      #expect(fresh.object(forKey: "count") as? Int == 2)
    }

    @Test("A read-only folder: saveError until a write succeeds", .enabled(if: getuid() != 0))
    func readOnlyFolder() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      @Shared(.appStorage("count", store: defaults)) var count = 0
      $count.withLock { $0 = 1 }
      #expect(chmod(folder.url.path, 0o500) == 0)
      withKnownIssue {
        $count.withLock { $0 = 2 }
      } matching: {
        $0.error is AppStorageFileError
      }
      #expect(($count.saveError as? AppStorageFileError)?.errorNumber == EACCES)
      #expect(count == 2)
      #expect(try #require(FileUserDefaults(suiteName: "app", directory: folder.url)).object(forKey: "count") as? Int == 1)
      #expect(chmod(folder.url.path, 0o700) == 0)
      $count.withLock { $0 = 3 }
      #expect($count.saveError == nil)
      #expect(try #require(FileUserDefaults(suiteName: "app", directory: folder.url)).object(forKey: "count") as? Int == 3)
    }

    @Test("A path that is a folder, not a file: loadError and saveError until it is removed")
    func pathIsAFolder() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      try FileManager.default.createDirectory(at: defaults.fileURL, withIntermediateDirectories: false)
      do {
        @Shared(.appStorage("count", store: defaults)) var count = 5
        #expect(count == 5)
        #expect(($count.loadError as? AppStorageFileError)?.errorNumber == EISDIR)
        $count.withLock { $0 = 6 }
        #expect($count.saveError is AppStorageFileError)
        #expect(count == 6)
      }
      try FileManager.default.removeItem(at: defaults.fileURL)
      @Shared(.appStorage("count", store: defaults)) var count = 5
      $count.withLock { $0 = 7 }
      #expect($count.saveError == nil)
      #expect($count.loadError == nil)
      #expect(try #require(FileUserDefaults(suiteName: "app", directory: folder.url)).object(forKey: "count") as? Int == 7)
    }

    @Test("A corrupt file is kept in loadError, never overwritten: the write that finds it moves it aside; the next starts a new file")
    func corruptFile() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      let garbage = Data("{ not: a property list".utf8)
      try garbage.write(to: defaults.fileURL)
      @Shared(.appStorage("count", store: defaults)) var count = 5
      #expect(count == 5)
      #expect($count.loadError is AppStorageFileError)
      $count.withLock { $0 = 6 }
      #expect(count == 6)
      let error = try #require($count.saveError as? AppStorageFileError)
      let copy = try #require(error.corruptFileCopy)
      #expect(copy.lastPathComponent.hasPrefix("app.plist.corrupt-"))
      #expect(try Data(contentsOf: copy) == garbage)
      #expect(!FileManager.default.fileExists(atPath: defaults.fileURL.path))
      #expect(error.description.contains(copy.path))
      // The next write starts a new file, and clears both errors.
      $count.withLock { $0 = 7 }
      #expect($count.saveError == nil)
      #expect($count.loadError == nil)
      let fresh = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      #expect(fresh.dictionaryRepresentation() as? [String: Int] == ["count": 7])
      #expect(try folder.contents().filter { $0.hasPrefix("app.plist.corrupt-") }.count == 1)
    }

    @Test("A file that turns corrupt: the UserDefaults API answers from the last file that decoded; the throwing read reports it")
    func fileTurnsCorrupt() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      try defaults.write("kept", forKey: "name")
      let reader = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      #expect(reader.string(forKey: "name") == "kept")
      try Data([0xFF, 0x00, 0x13]).write(to: defaults.fileURL)
      #expect(reader.string(forKey: "name") == "kept")
      #expect(!reader.synchronize())
      #expect(throws: AppStorageFileError.self) { try reader.storedObject(forKey: "name") }
      // Two corrupt files in a row are both kept.
      #expect(throws: AppStorageFileError.self) { try reader.write("new", forKey: "name") }
      try Data("again".utf8).write(to: defaults.fileURL)
      #expect(throws: AppStorageFileError.self) { try reader.write("new", forKey: "name") }
      #expect(try folder.contents().filter { $0.hasPrefix("app.plist.corrupt-") }.count == 2)
      try reader.write("new", forKey: "name")
      #expect(defaults.string(forKey: "name") == "new")
    }

    @Test("A value that is not a property-list value is refused, and the file is left as it was")
    func invalidValue() throws {
      let folder = try TemporaryFolder(creating: "appstorage")
      defer { folder.remove() }
      let defaults = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      try defaults.write(1, forKey: "kept")
      struct Opaque {}
      #expect(throws: AppStorageFileError.self) { try defaults.write(Opaque(), forKey: "opaque") }
      let fresh = try #require(FileUserDefaults(suiteName: "app", directory: folder.url))
      #expect(fresh.dictionaryRepresentation() as? [String: Int] == ["kept": 1])
    }

    // MARK: Foundation's own UserDefaults

    @Test("A store: of Foundation's UserDefaults is synchronized after each write, so its file has the value")
    func foundationStoreIsSynchronized() throws {
      let suite = "opentca-appstorage-\(UUID().uuidString)"
      let folder = try #require(
        FileUserDefaults.configurationDirectory(
          environment: ProcessInfo.processInfo.environment, homeDirectory: NSHomeDirectory()))
      let file = folder.appendingPathComponent(suite + ".plist")
      defer { try? FileManager.default.removeItem(at: file) }
      let store = try #require(UserDefaults(suiteName: suite))
      @Shared(.appStorage("count", store: store)) var count = 0
      $count.withLock { $0 = 42 }
      #expect($count.saveError == nil)
      // swift-corelibs-foundation wrote its suite's file in the configuration folder.
      let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), options: [], format: nil)
      #expect((root as? [String: Any])?["count"] as? Int == 42)
    }
  }

#endif
