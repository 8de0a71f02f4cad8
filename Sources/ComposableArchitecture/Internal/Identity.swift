/// Whether two values share the same bits, which for copy-on-write collections means they share
/// storage and so are equal; `false` says nothing.
@inlinable
func isIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in bytesAreEqual(lhs, rhs) }
  }
}

/// Whether `value` has the same bits as `stored`, read where it lies, without a copy: for a
/// `stored` of `value`'s type, what ``isIdentical(_:_:)`` tells. Values of different sizes
/// differ.
@inlinable
func hasSameBytes<T, Stored>(_ value: T, _ stored: inout Stored) -> Bool {
  withUnsafeBytes(of: value) { value in
    withUnsafeBytes(of: &stored) { stored in bytesAreEqual(value, stored) }
  }
}

/// Whether two buffers hold the same bytes, compared a word at a time here: the values compared
/// on hot paths are a few words long, and a call to `memcmp` cost about as much as the rest of
/// a navigation operator's watch over its child (10 ns of it, perf). Specialized for a type, the
/// loop unrolls over the type's size.
@inlinable @inline(__always)
func bytesAreEqual(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
  let count = lhs.count
  guard count == rhs.count else { return false }
  var offset = 0
  while offset &+ 8 <= count {
    guard
      lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    else { return false }
    offset &+= 8
  }
  while offset < count {
    guard lhs[offset] == rhs[offset] else { return false }
    offset &+= 1
  }
  return true
}
