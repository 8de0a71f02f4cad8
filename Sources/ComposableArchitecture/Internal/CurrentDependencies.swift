/// Whether `dependencies` are already the current ones, so that pushing them (about 70 ns) can be
/// skipped: true when the two values are bit for bit the same (the same storage and cache
/// objects), which is the case for a store created and used outside any `withDependencies`, and
/// for an effect whose task inherited the dependencies its reducer ran with.
/// Reading a value's bytes neither copies nor retains what it refers to; a "no" only costs the
/// push, which is always correct. The bytes are compared a word at a time
/// (``isIdentical(_:_:)``): a byte-by-byte `elementsEqual` took about 30 ns, twice per effect
/// round trip.
func isCurrent(_ dependencies: DependencyValues) -> Bool {
  isIdentical(DependencyValues._current, dependencies)
}
