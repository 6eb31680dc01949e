/// The protocol of a key that loads and observes a shared value, read-only: the name it had in TCA
/// 1.10 to 1.16, before the shared state moved to the Sharing library as `SharedReaderKey`.
///
/// The common 1.10-era declaration of a key with a default compiles unchanged:
///
/// ```swift
/// extension PersistenceReaderKey where Self == PersistenceKeyDefault<AppStorageKey<Int>> {
///   static var launchCount: Self { PersistenceKeyDefault(.appStorage("launchCount"), 0) }
/// }
/// @Shared(.launchCount) var launchCount
/// ```
///
/// Today: `extension SharedReaderKey where Self == AppStorageKey<Int>.Default { … }`, with
/// `Self[.appStorage("launchCount"), default: 0]`.
@available(*, deprecated, renamed: "SharedReaderKey")
public typealias PersistenceReaderKey = SharedReaderKey
