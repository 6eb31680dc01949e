/// The protocol of a key that loads, saves and observes a shared value: the name it had in TCA 1.10
/// to 1.16, before the shared state moved to the Sharing library as `SharedKey`.
///
/// A 1.10-era extension such as
///
/// ```swift
/// extension PersistenceKey where Self == FileStorageKey<[Todo]> {
///   static var todos: Self { .fileStorage(.documentsDirectory.appending(component: "todos.json")) }
/// }
/// ```
///
/// compiles unchanged: it extends `SharedKey`. A key type of your own conforms by implementing
/// today's requirements (`load(context:continuation:)`,
/// `subscribe(context:subscriber:)` and `save(_:context:continuation:)`);
/// the 1.10-era requirements (`load(initialValue:)`, `subscribe(initialValue:didSet:)`, `save(_:)`)
/// are gone, as in the Sharing library.
@available(*, deprecated, renamed: "SharedKey")
public typealias PersistenceKey = SharedKey
