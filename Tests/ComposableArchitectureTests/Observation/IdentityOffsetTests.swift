import ComposableArchitecture
import Testing

/// A value whose registrar follows fields of several sizes, in a generic type: where its
/// identity is kept depends on the type argument's layout.
@ObservableState
private struct Padded<Value: Equatable>: Equatable {
  var flag = false
  var value: Value
  var name = ""
}

@ObservableState
private enum Screen: Equatable {
  case empty
  case padded(Padded<Int>)
}

/// The reference an `@ObservableState` value keeps where its type says its identity is.
private func identityBits<State: ObservableState>(of value: State) -> UInt? {
  State._$identityOffset.map { offset in
    withUnsafeBytes(of: value) { $0.load(fromByteOffset: offset, as: UInt.self) }
  }
}

extension CoreTests {
  // Stores compare the identities of many watched elements by reading, at this offset, the
  // reference each one keeps; so the reference there must be what its identity is made of.
  @Suite
  struct IdentityOffsetTests {
    @Test func copiesKeepTheSameReferenceThereAndNewValuesAnother() {
      var first = Padded(value: 1)
      first.name = "changed in place"
      let copy = first
      let other = Padded(value: 1)
      #expect(identityBits(of: first) != nil)
      #expect(identityBits(of: copy) == identityBits(of: first))
      #expect(copy._$id == first._$id)
      #expect(identityBits(of: other) != identityBits(of: first))
      #expect(other._$id != first._$id)
    }

    @Test func aChangedCopyKeepsAnotherReferenceThere() {
      let first = Padded(value: 1)
      var copy = first
      copy.name = "changed"
      #expect(identityBits(of: copy) != identityBits(of: first))
      #expect(copy._$id != first._$id)
    }

    @Test func theOffsetFollowsTheTypeArgumentsLayout() {
      let small = Padded(value: UInt8(1))
      let large = Padded(value: "a string")
      #expect(Padded<UInt8>._$identityOffset != Padded<String>._$identityOffset)
      #expect(identityBits(of: small) != nil)
      #expect(identityBits(of: large) != nil)
      #expect(identityBits(of: small) != identityBits(of: large))
    }

    @Test func anEnumKeepsNoIdentityInPlace() {
      #expect(Screen._$identityOffset == nil)
      #expect(Screen.empty._$id == Screen.empty._$id)
    }
  }
}
