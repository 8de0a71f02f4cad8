import CasePaths

/// Which case an enum value is in, as a number, read from the enum's value witness table: the
/// tag the runtime itself switches on, at the cost of one indirect call.
///
/// It lets a sequence of reducers skip a `Scope` that has already declined an action of the same
/// case, without calling it (see ``_RoutedSequence``), and a navigation operator decline such an
/// action without extracting it (see ``ChildCaseCheck``).
///
/// Read on Linux only, where the layout below is the runtime's on every architecture Swift
/// supports there. On Apple platforms the runtime's witnesses are signed pointers (arm64e), which
/// a plain function pointer cannot call, so no reader is made there and case paths extract as
/// they always do.
@usableFromInline
struct EnumCaseTag<Root>: @unchecked Sendable {
  // `@unchecked Sendable`: both pointers are immutable runtime data (type metadata and a
  // function of its value witness table), valid for the life of the process.

  /// `getEnumTag(value, metadata)`, a Swift-calling-convention function of two pointers that
  /// returns a 32-bit number. With no context or error argument, the Swift convention passes and
  /// returns these exactly as the C convention does on x86-64 and arm64 (the first two argument
  /// registers, the first return register), so it can be called as a C function.
  @usableFromInline
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  @usableFromInline let getEnumTag: GetEnumTag
  @usableFromInline let metadata: UnsafeRawPointer

  /// A reader for `Root`'s tags, or `nil` when `Root` is not an enum (or on a platform where the
  /// witnesses cannot be called directly).
  init?() {
    self.init(checked: true)
  }

  /// - Parameter checked: Whether to require ``EnumCaseTagSelfTest`` to have passed; `false`
  ///   only for the self-test itself.
  init?(checked: Bool) {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      // Metadata of a type: its kind first; the value witness table one word before it.
      let metadata = unsafeBitCast(Root.self as Any.Type, to: UnsafeRawPointer.self)
      let kind = metadata.load(as: UInt.self)
      // 0x201: an enum; 0x202: `Optional`. Other kinds have no enum witnesses.
      guard kind == 0x201 || kind == 0x202, !checked || EnumCaseTagSelfTest.passed else {
        return nil
      }
      let witnesses = metadata.load(
        fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
      // Eight witness functions, then size and stride (a word each), then the flags and the
      // count of extra inhabitants (32 bits each); the enum witnesses follow, `getEnumTag` first,
      // when the flags say they are there.
      let pointer = MemoryLayout<UnsafeRawPointer>.size
      // The table must read as this layout says before anything in it is called: its size and
      // stride words are the type's, so a table laid out otherwise is refused, not called.
      guard
        witnesses.load(fromByteOffset: 8 * pointer, as: UInt.self)
          == UInt(MemoryLayout<Root>.size),
        witnesses.load(fromByteOffset: 9 * pointer, as: UInt.self)
          == UInt(MemoryLayout<Root>.stride)
      else { return nil }
      let flags = witnesses.load(fromByteOffset: 10 * pointer, as: UInt32.self)
      let hasEnumWitnesses: UInt32 = 0x0020_0000
      guard flags & hasEnumWitnesses != 0 else { return nil }
      self.metadata = metadata
      self.getEnumTag = witnesses.load(fromByteOffset: 11 * pointer, as: GetEnumTag.self)
    #else
      return nil
    #endif
  }

  /// The tag of `value`'s case: the same number for every value of one case.
  @inlinable
  func callAsFunction(_ value: Root) -> UInt32 {
    withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// The bit that stands for `value`'s case in a set of cases held in 64 bits: 0 for a tag past
  /// 63, which such a set cannot hold (so its actions are never skipped).
  @inlinable
  func bit(_ value: Root) -> UInt64 {
    let tag = self(value)
    return tag < 64 ? 1 &<< UInt64(tag) : 0
  }
}

extension CasePathable {
  /// Whether `keyPath` is one of the case key paths the enum lists for its declared cases, so
  /// that it extracts exactly the values of one case (a computed case path, one that extends
  /// `AllCasePaths` with its own extraction, is not listed).
  ///
  /// Trusts the list that `@CasePathable` generates (a `CasePathReflectable` sequence of the
  /// cases). A hand-written `AllCasePaths` that listed a path whose extraction depends on the
  /// associated value would break that trust; debug builds check every skip
  /// (``_RoutedSequence``) and report it.
  static func declaresCase(_ keyPath: AnyKeyPath) -> Bool {
    guard allCasePaths is any CasePathReflectable, let cases = allCasePaths as? any Sequence
    else { return false }
    return contains(cases, keyPath)
  }

  private static func contains(_ cases: some Sequence, _ keyPath: AnyKeyPath) -> Bool {
    cases.contains { ($0 as? AnyKeyPath) == keyPath }
  }
}

/// A check, run once, that the tag read above gives the tags the runtime gives (one per case,
/// payload cases first, each group in declaration order), over enums of the shapes that matter
/// (no payload, one payload with spare bits, several payloads, `Optional`). Should the read
/// return other numbers, routing turns off (every `Scope` is tried on every action, as without
/// it) instead of skipping wrongly. A table laid out differently is refused before this, by its
/// size and stride words.
enum EnumCaseTagSelfTest {
  enum NoPayload { case a, b, c }
  enum OnePayload {
    case text(String)
    case a, b
  }
  enum Payloads {
    case text(String)
    case number(Int)
    case object(AnyObject)
    case none
  }
  final class Object {}

  static let passed: Bool = {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      guard
        let noPayload = EnumCaseTag<NoPayload>(checked: false),
        let onePayload = EnumCaseTag<OnePayload>(checked: false),
        let payloads = EnumCaseTag<Payloads>(checked: false),
        let optional = EnumCaseTag<String?>(checked: false)
      else { return false }
      return [noPayload(.a), noPayload(.b), noPayload(.c)] == [0, 1, 2]
        && [onePayload(.text("")), onePayload(.text(String(repeating: "x", count: 40)))] == [0, 0]
        && [onePayload(.a), onePayload(.b)] == [1, 2]
        && [
          payloads(.text("x")), payloads(.number(-1)), payloads(.object(Object())), payloads(.none),
        ] == [0, 1, 2, 3]
        && [optional("x"), optional(nil)] == [0, 1]
    #else
      return false
    #endif
  }()
}
