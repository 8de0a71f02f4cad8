import Foundation

/// Whether two values share the same bits, which for copy-on-write collections means they share
/// storage and so are equal; `false` says nothing.
@inlinable
func isIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in
      lhs.count == rhs.count && memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0
    }
  }
}
