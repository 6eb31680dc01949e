import IssueReporting

/// Runtime reflection of an enum type: the case a value is in, the cases' names and payload types,
/// and a value's payload.
///
/// It reads the metadata the Swift runtime keeps for every enum, through the type's value
/// witnesses (`getEnumTag`, `destructiveProjectEnumData`, `destructiveInjectEnumTag`) and its
/// field records; it handles single- and multi-payload enums, `indirect` cases, cases without
/// payload, generic enums and existential payloads. It powers the deprecated case paths built
/// from case constructors (`/Action.child`, `AnyCasePath(unsafe:)`); `@CasePathable` code never
/// needs it.
///
/// ```swift
/// @_spi(Reflection) import CasePaths
///
/// let metadata = EnumMetadata(Result<Int, any Error>.self)!
/// let tag = metadata.tag(of: Result<Int, any Error>.success(42))  // 0
/// metadata.caseName(forTag: tag)                                  // "success"
/// EnumMetadata.project(Result<Int, any Error>.success(42))        // Optional(42)
/// ```
///
/// A tag numbers the cases with a payload first, in declaration order, then the cases without.
@_spi(Reflection) public struct EnumMetadata: @unchecked Sendable {
  let metadata: _Metadata
  let descriptor: _EnumDescriptor
  let fields: _FieldDescriptor

  /// The reflection of `type`, or `nil` when it is not an enum (`Optional` included) whose
  /// metadata describes its cases.
  ///
  /// - Parameter type: A type.
  public init?(_ type: Any.Type) {
    let metadata = _Metadata(type)
    guard metadata.kind == _MetadataKind.enumeration || metadata.kind == _MetadataKind.optional,
      metadata.valueWitnesses.hasEnumWitnesses
    else { return nil }
    let descriptor = _EnumDescriptor(
      pointer: metadata.pointer.load(fromByteOffset: _pointerSize, as: UnsafeRawPointer.self)
    )
    guard descriptor.contextKind == 18, let fields = descriptor.fields,
      fields.count == descriptor.payloadCaseCount + descriptor.emptyCaseCount
    else { return nil }
    self.metadata = metadata
    self.descriptor = descriptor
    self.fields = fields
  }

  /// The enum type.
  public var type: Any.Type { metadata.type }

  /// The enum's type descriptor: its name and numbers of cases.
  public var typeDescriptor: EnumTypeDescriptor {
    EnumTypeDescriptor(descriptor: descriptor)
  }

  /// The number of cases.
  public var caseCount: Int { fields.count }

  /// The tag of the case `value` is in.
  ///
  /// A value that is not of this enum type is reported, and its tag is `UInt32.max`.
  ///
  /// - Parameter value: A value of the enum.
  /// - Returns: The case's tag.
  public func tag<Enum>(of value: Enum) -> UInt32 {
    guard Enum.self == type else {
      reportIssue("'EnumMetadata.tag(of:)' was given a value of type '\(Enum.self)' to read as '\(type)'.")
      return .max
    }
    return unsafeTag(of: value)
  }

  /// The tag of `value`, which must be of this enum type.
  func unsafeTag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { pointer in
      metadata.valueWitnesses.getEnumTag(UnsafeRawPointer(pointer), metadata.pointer)
    }
  }

  /// The name of the case with `tag`, or `nil` for a tag the enum does not have.
  ///
  /// - Parameter tag: A case tag.
  public func caseName(forTag tag: UInt32) -> String? {
    fields.record(at: Int(tag))?.name
  }

  /// The type of the payload of the case with `tag`: `Void` for a case without payload, the value's
  /// type for a single associated value (labelled or not), a tuple for several. `Void` too, as
  /// Point-Free's, for a tag the enum does not have or a type the runtime cannot resolve (the
  /// latter is reported).
  ///
  /// - Parameter tag: A case tag.
  public func associatedValueType(forTag tag: UInt32) -> Any.Type {
    payload(forTag: tag)?.type ?? Void.self
  }

  /// The payload of `root`'s case, as `Any` (`()` for a case without payload), or `nil` when `root`
  /// is not an enum value the runtime describes.
  ///
  /// ```swift
  /// EnumMetadata.project(Action.child(.tap))  // Optional(ChildAction.tap)
  /// ```
  ///
  /// - Parameter root: An enum value.
  public static func project<Enum>(_ root: Enum) -> Any? {
    guard let metadata = EnumMetadata(Enum.self) else { return nil }
    let tag = metadata.unsafeTag(of: root)
    guard let payload = metadata.payload(forTag: tag) else { return nil }
    return metadata.load(root, tag: tag, payload: payload, as: Any.self, access: .cast)
  }

  // MARK: Payloads

  /// What is known of a case's payload.
  struct Payload {
    /// The payload type (a single labelled value unwrapped from its one-element tuple).
    var type: Any.Type
    /// Whether the payload is boxed on the heap (`indirect`).
    var isIndirect: Bool
    /// The payload type's alignment minus one, for finding it in its box.
    var alignmentMask: Int
  }

  /// How a payload is read as some type.
  enum Access {
    /// The payload has the type's layout: read it as the type.
    case direct
    /// Read the payload as its own type, then cast it.
    case cast
  }

  /// The payload of the case with `tag`, or `nil` (reported) when the runtime cannot resolve it.
  func payload(forTag tag: UInt32) -> Payload? {
    guard let record = fields.record(at: Int(tag)) else { return nil }
    guard let name = record.mangledTypeName else {
      return Payload(type: Void.self, isIndirect: false, alignmentMask: 0)
    }
    guard
      var type = _typeByMangledName(
        name,
        genericContext: descriptor.pointer,
        genericArguments: descriptor.isGeneric ? metadata.pointer + 2 * _pointerSize : nil
      )
    else {
      reportIssue(
        "The payload type of case '\(record.name ?? "\(tag)")' of '\(self.type)' could not be resolved."
      )
      return nil
    }
    if let tuple = _TupleMetadata(type), tuple.count == 1 {
      type = tuple.element(at: 0).type
    }
    return Payload(
      type: type,
      isIndirect: record.isIndirect,
      alignmentMask: _Metadata(type).valueWitnesses.alignmentMask
    )
  }

  /// How to read `payload` as `Value`.
  func access<Value>(_ payload: Payload, as _: Value.Type) -> Access {
    if payload.type == Value.self { return .direct }
    if let lhs = _TupleMetadata(payload.type), let rhs = _TupleMetadata(Value.self), lhs.hasSameLayout(as: rhs) {
      return .direct
    }
    return .cast
  }

  /// The payload of `root`, in the case with `tag`, read as `Value`; `nil` when a cast fails.
  func load<Enum, Value>(
    _ root: Enum,
    tag: UInt32,
    payload: Payload,
    as _: Value.Type,
    access: Access
  ) -> Value? {
    var root = root
    return withUnsafeMutablePointer(to: &root) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      let witnesses = metadata.valueWitnesses
      witnesses.destructiveProjectEnumData(raw, metadata.pointer)
      defer { witnesses.destructiveInjectEnumTag(raw, tag, metadata.pointer) }
      let address: UnsafeRawPointer
      if payload.isIndirect {
        // The payload lives in a heap box, after the box's header, at its alignment.
        let box = UnsafeRawPointer(raw).load(as: UnsafeRawPointer.self)
        address = box + ((2 * _pointerSize + payload.alignmentMask) & ~payload.alignmentMask)
      } else {
        address = UnsafeRawPointer(raw)
      }
      switch access {
      case .direct:
        return address.load(as: Value.self)
      case .cast:
        func read<Payload>(_: Payload.Type) -> Any {
          address.load(as: Payload.self)
        }
        return _openExistential(payload.type, do: read) as? Value
      }
    }
  }
}

/// The descriptor of an enum type, as ``EnumMetadata`` reads it.
@_spi(Reflection) public struct EnumTypeDescriptor: Sendable {
  let descriptor: _EnumDescriptor

  /// The enum's name, without its module or enclosing types.
  public var name: String? { descriptor.name }

  /// The number of cases with a payload.
  public var payloadCaseCount: Int { descriptor.payloadCaseCount }

  /// The number of cases without payload.
  public var emptyCaseCount: Int { descriptor.emptyCaseCount }
}

extension _EnumDescriptor: @unchecked Sendable {}
