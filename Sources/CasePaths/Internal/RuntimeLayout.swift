import Foundation

// Read-only views of the Swift runtime's type metadata, as laid out by the Swift ABI on 64- and
// 32-bit platforms (docs/ABI/TypeMetadata.rst and include/swift/ABI/Metadata.h in the Swift
// repository). Only what enum reflection needs is modelled; every view checks the kind it expects
// before reading further.

/// The size of a pointer, and of the runtime's `StoredPointer` and `size_t` fields.
let _pointerSize = MemoryLayout<UnsafeRawPointer>.size

/// A metadata kind, stored in a type's metadata record.
enum _MetadataKind {
  static let enumeration: UInt = 0x201
  static let optional: UInt = 0x202
  static let tuple: UInt = 0x301
  static let function: UInt = 0x302
}

/// A type's metadata record.
struct _Metadata {
  let pointer: UnsafeRawPointer

  init(_ type: Any.Type) {
    pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  var type: Any.Type { unsafeBitCast(pointer, to: Any.Type.self) }

  /// The kind; class metadata holds an isa pointer here, which is larger than any kind.
  var kind: UInt { pointer.load(as: UInt.self) }

  /// The value witness table, stored just before the record.
  var valueWitnesses: _ValueWitnessTable {
    _ValueWitnessTable(pointer: pointer.load(fromByteOffset: -_pointerSize, as: UnsafeRawPointer.self))
  }
}

/// The table of functions and facts that lets the runtime handle values of a type.
struct _ValueWitnessTable {
  let pointer: UnsafeRawPointer

  // Eight functions, then size, stride, flags (32 bits) and extra inhabitants (32 bits).
  private static let flagsOffset = 10 * _pointerSize
  private static let enumWitnessesOffset = 10 * _pointerSize + 8

  var flags: UInt32 { pointer.load(fromByteOffset: Self.flagsOffset, as: UInt32.self) }

  /// The type's alignment minus one.
  var alignmentMask: Int { Int(flags & 0xFF) }

  /// Whether the table ends with the enum witnesses below (every enum's does).
  var hasEnumWitnesses: Bool { flags & 0x0020_0000 != 0 }

  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  typealias DestructiveProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  typealias DestructiveInjectEnumTag = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// Returns the case index of an enum value: payload cases first, in declaration order, then the
  /// cases without payload.
  var getEnumTag: GetEnumTag {
    unsafeBitCast(
      pointer.load(fromByteOffset: Self.enumWitnessesOffset, as: UnsafeRawPointer.self),
      to: GetEnumTag.self
    )
  }

  /// Turns an enum value into its payload, in place (clearing tag bits kept in spare bits).
  var destructiveProjectEnumData: DestructiveProjectEnumData {
    unsafeBitCast(
      pointer.load(fromByteOffset: Self.enumWitnessesOffset + _pointerSize, as: UnsafeRawPointer.self),
      to: DestructiveProjectEnumData.self
    )
  }

  /// Turns a payload back into an enum value of the given case, in place.
  var destructiveInjectEnumTag: DestructiveInjectEnumTag {
    unsafeBitCast(
      pointer.load(fromByteOffset: Self.enumWitnessesOffset + 2 * _pointerSize, as: UnsafeRawPointer.self),
      to: DestructiveInjectEnumTag.self
    )
  }
}

/// The metadata of a tuple type.
struct _TupleMetadata {
  let metadata: _Metadata

  init?(_ type: Any.Type) {
    metadata = _Metadata(type)
    guard metadata.kind == _MetadataKind.tuple else { return nil }
  }

  var count: Int { metadata.pointer.load(fromByteOffset: _pointerSize, as: Int.self) }

  /// The element types and offsets; elements follow the kind, the count and the labels pointer.
  func element(at index: Int) -> (type: Any.Type, offset: Int) {
    let element = metadata.pointer + 3 * _pointerSize + index * 2 * _pointerSize
    return (
      element.load(as: Any.Type.self),
      Int(element.load(fromByteOffset: _pointerSize, as: UInt32.self))
    )
  }

  /// Whether two tuples store the same element types at the same offsets (they may differ in labels).
  func hasSameLayout(as other: _TupleMetadata) -> Bool {
    count == other.count
      && (0..<count).allSatisfy { index in
        let (lhsType, lhsOffset) = element(at: index)
        let (rhsType, rhsOffset) = other.element(at: index)
        return lhsType == rhsType && lhsOffset == rhsOffset
      }
  }
}

extension UnsafeRawPointer {
  /// The target of the 32-bit relative pointer stored here, or `nil` when it is null.
  func relativeTarget() -> UnsafeRawPointer? {
    let offset = Int(load(as: Int32.self))
    return offset == 0 ? nil : self + offset
  }
}

/// The descriptor of an enum type: its name, its number of cases and its field records.
struct _EnumDescriptor {
  let pointer: UnsafeRawPointer

  // Flags, parent, name, access function and fields (32 bits each), then the case counts.
  var flags: UInt32 { pointer.load(as: UInt32.self) }

  /// Whether the enum has generic parameters (its metadata then carries their arguments).
  var isGeneric: Bool { flags & 0x80 != 0 }

  /// The kind of context: 18 for an enum.
  var contextKind: UInt32 { flags & 0x1F }

  var name: String? {
    (pointer + 8).relativeTarget().map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }

  var fields: _FieldDescriptor? {
    (pointer + 16).relativeTarget().map(_FieldDescriptor.init)
  }

  var payloadCaseCount: Int { Int(pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF) }

  var emptyCaseCount: Int { Int(pointer.load(fromByteOffset: 24, as: UInt32.self)) }
}

/// The list of an enum's cases, in tag order.
struct _FieldDescriptor {
  let pointer: UnsafeRawPointer

  // Type name and superclass (32 bits each), kind and record size (16 bits each), record count.
  var recordSize: Int { Int(pointer.load(fromByteOffset: 10, as: UInt16.self)) }

  var count: Int { Int(pointer.load(fromByteOffset: 12, as: UInt32.self)) }

  func record(at index: Int) -> _FieldRecord? {
    guard index >= 0, index < count, recordSize >= 12 else { return nil }
    return _FieldRecord(pointer: pointer + 16 + index * recordSize)
  }
}

/// One case of an enum: its name, its payload type's mangled name, whether it is `indirect`.
struct _FieldRecord {
  let pointer: UnsafeRawPointer

  var isIndirect: Bool { pointer.load(as: UInt32.self) & 0x1 != 0 }

  /// The payload type's mangled name, or `nil` for a case without payload.
  var mangledTypeName: UnsafePointer<UInt8>? {
    (pointer + 4).relativeTarget().map { $0.assumingMemoryBound(to: UInt8.self) }
  }

  var name: String? {
    (pointer + 8).relativeTarget().map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }
}

/// The length of a mangled name, whose symbolic references may contain zero bytes.
func _mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
  var cursor = name
  while true {
    switch cursor.pointee {
    case 0:
      return cursor - name
    case 0x01...0x17:
      // A relative symbolic reference: a marker byte and a 32-bit offset.
      cursor += 5
    case 0x18...0x1F:
      // An absolute symbolic reference: a marker byte and a pointer.
      cursor += 1 + _pointerSize
    default:
      cursor += 1
    }
  }
}

/// The runtime's `swift_getTypeByMangledNameInContext`, looked up by name when first needed (a
/// declaration naming it directly is reserved to the runtime): the metadata of the type a mangled
/// name denotes in a generic context. For its pointer and integer arguments the Swift calling
/// convention passes and returns values as the C one does.
private let typeByMangledNameInContext:
  (@convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeRawPointer?)? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "swift_getTypeByMangledNameInContext")
    else { return nil }
    return unsafeBitCast(
      symbol,
      to: (@convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeRawPointer?)
        .self
    )
  }()

/// The type a mangled name denotes in a generic context, or `nil` when the runtime cannot resolve it.
func _typeByMangledName(
  _ name: UnsafePointer<UInt8>,
  genericContext: UnsafeRawPointer?,
  genericArguments: UnsafeRawPointer?
) -> Any.Type? {
  guard let typeByMangledNameInContext,
    let metadata = typeByMangledNameInContext(
      name, UInt(_mangledNameLength(name)), genericContext, genericArguments
    )
  else { return nil }
  return unsafeBitCast(metadata, to: Any.Type.self)
}
