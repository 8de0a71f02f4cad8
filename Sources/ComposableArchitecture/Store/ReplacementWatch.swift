import Foundation
import IdentifiedCollections
import OrderedCollections

// A store whose state can be replaced without any observed read noticing (see
// `Core.needsReplacementCheck`) checks its state's identity after every batch, once it has been
// read, and tells its observers when the identity changed.

extension Core {
  /// Starts telling `signal` when this core's state is replaced; the returned closure stops it.
  ///
  /// One listener on the root store per watched store: what a store scoped through state that
  /// is not `@ObservableState`, or an optional, needs. Element stores share one per collection.
  func watchReplacement(_ signal: ObservableSignal) -> @MainActor @Sendable () -> Void {
    var identity = observableIdentity(of: state)
    let token = addListener { [weak self, weak signal] in
      guard let self, let signal else { return }
      let newIdentity = observableIdentity(of: self.state)
      guard newIdentity == nil || newIdentity != identity else { return }
      identity = newIdentity
      signal.didChange()
    }
    return { [weak self] in self?.removeListener(token) }
  }
}

/// Tells the observed element stores of one scoped collection when their element is replaced by
/// another with the same id, with one listener on the root store for the whole collection.
///
/// A browser page of 10,000 rows observes 10,000 element stores. With a listener each, every
/// batch read the collection 10,000 times through its key path and looked each element up by id
/// (about 1 µs a row); here it is read once, and the elements are found by position, looked up by
/// id again only when the collection's ids change. For `@ObservableState` elements, the reference
/// that is each element's identity is read in place at its type's `_$identityOffset` and
/// compared with the one seen last: a few nanoseconds a row, where computing each identity cost
/// about 30.
@MainActor
final class ElementReplacementWatch<Base: Core, ID: Hashable, State> {
  private struct Watched {
    weak var signal: ObservableSignal?
    let id: ID
  }

  private let base: Base
  private let toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>
  private let observedType = State.self as? any ObservableState.Type
  /// Where an element keeps the reference that is its identity, when its type says.
  private let identityOffset = ElementReplacementWatch.readableOffset(
    (State.self as? any ObservableState.Type)?._$identityOffset, of: UInt.self)
  /// Where an element keeps its change count, when its type says (its `_$changeCountOffset`).
  /// Read only together with the identity.
  private let changeCountOffset = ElementReplacementWatch.readableOffset(
    (State.self as? any ObservableState.Type)?._$changeCountOffset, of: UInt64.self)

  // Raw reads, not the safe spellings: reading `_$id` (and a count the same way) through the
  // protocol for each of 10,000 watched rows after every batch is a witness call and a copy of
  // the identity, about 30 ns a row, where a load is one. The invariant that makes a load
  // sound: an offset is used only once `readableOffset` found that a `Word` there lies within
  // `State` and is aligned for it, and only a plain integer is loaded (no reference is formed
  // from the bits), so a type that names a wrong offset gets a wrong answer, never a bad access.

  /// `offset` when a `Word` can be read there in a `State`: within the value, aligned.
  private static func readableOffset<Word>(_ offset: Int?, of _: Word.Type) -> Int? {
    offset.flatMap { offset in
      offset >= 0 && offset + MemoryLayout<Word>.size <= MemoryLayout<State>.size
        && offset % MemoryLayout<Word>.alignment == 0 ? offset : nil
    }
  }
  // The watched stores, in parallel arrays so that the check after each batch reads only
  // plain values (copying an entry with a weak reference costs a runtime call).
  private var watched: [Watched] = []
  /// Each watched element's position in `alignedIDs`, or -1 while the collection lacks it.
  private var positions: [Int] = []
  /// Each watched element's identity when last seen (for state that is not `@ObservableState`,
  /// a placeholder).
  private var identities: [ObservableStateID] = []
  /// With ``identityOffset``: the bits of the reference each watched element kept there when
  /// last seen.
  private var references: [UInt] = []
  /// With ``identityOffset``: each watched element as last seen, which keeps alive the object
  /// whose address `references` holds, so that no other object can take its address while it
  /// is there. The element itself, not the object read out of it: the offset is a type's
  /// word, and a hand-written conformance could name one that holds no object.
  private var referents: [State?] = []
  /// With ``changeCountOffset``: each watched element's change count when last seen. An element
  /// with the same identity and an older count is a copy put back in its place.
  private var changeCounts: [UInt64] = []
  /// Each watched store's key, its signal's identifier: kept as a plain value, so that moving
  /// an entry can update `indexBySignal` whatever became of the signal.
  private var keys: [ObjectIdentifier] = []
  /// The index of each watched store's signal in the arrays.
  private var indexBySignal: [ObjectIdentifier: Int] = [:]
  private var alignedIDs: OrderedSet<ID> = []
  private var token: ListenerToken?

  init(base: Base, toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>) {
    self.base = base
    self.toElements = toElements
  }

  isolated deinit {
    if let token {
      base.removeListener(token)
    }
  }

  /// Starts telling `signal` when the element with `id`, whose state is `state`, is replaced;
  /// the returned closure stops it.
  func watch(
    id: ID, state: State, signal: ObservableSignal
  ) -> @MainActor @Sendable () -> Void {
    align(to: base.state[keyPath: toElements])
    let key = ObjectIdentifier(signal)
    indexBySignal[key] = watched.count
    keys.append(key)
    watched.append(Watched(signal: signal, id: id))
    positions.append(alignedIDs.firstIndex(of: id) ?? -1)
    identities.append(observableIdentity(of: state) ?? ._$inert)
    referents.append(identityOffset == nil ? nil : state)
    references.append(identityOffset.map { word(in: state, at: $0, as: UInt.self) } ?? 0)
    changeCounts.append(changeCountOffset.map { word(in: state, at: $0, as: UInt64.self) } ?? 0)
    if token == nil {
      token = base.addListener { [weak self] in self?.check() }
    }
    return { [weak self] in self?.stop(key) }
  }

  private func stop(_ key: ObjectIdentifier) {
    guard let index = indexBySignal.removeValue(forKey: key) else { return }
    // Moves the last watched store into the freed place.
    let last = watched.count - 1
    if index < last {
      indexBySignal[keys[last]] = index
    }
    keys.swapAt(index, last)
    watched.swapAt(index, last)
    positions.swapAt(index, last)
    identities.swapAt(index, last)
    references.swapAt(index, last)
    referents.swapAt(index, last)
    changeCounts.swapAt(index, last)
    keys.removeLast()
    watched.removeLast()
    positions.removeLast()
    identities.removeLast()
    references.removeLast()
    referents.removeLast()
    changeCounts.removeLast()
    if watched.isEmpty, let token {
      base.removeListener(token)
      self.token = nil
    }
  }

  /// Finds the watched elements' positions again when the collection's ids changed: O(1) when
  /// they did not (equal storage compares at once).
  private func align(to elements: IdentifiedArray<ID, State>) {
    let ids = elements.ids
    guard ids != alignedIDs else { return }
    alignedIDs = ids
    for index in watched.indices {
      positions[index] = ids.firstIndex(of: watched[index].id) ?? -1
    }
  }

  /// The word a value keeps at `offset` (checked by `readableOffset`), read in place.
  private func word<Word>(in state: State, at offset: Int, as _: Word.Type) -> Word {
    withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Word.self) }
  }

  /// After a batch: compares each watched element's identity with the last one seen.
  private func check() {
    let elements = base.state[keyPath: toElements]
    align(to: elements)
    guard let observedType else {
      // Without `@ObservableState` nothing tells what changed: every batch may have replaced it.
      // Observers are told after the scan, as below.
      let signals = watched.indices.filter { positions[$0] >= 0 }.map { watched[$0].signal }
      for signal in signals {
        signal?.didChange()
      }
      return
    }
    var replaced: [Int] = []
    let watchedPositions = positions
    func compare<Observed: ObservableState>(_: Observed.Type) {
      elements.elements.withUnsafeBufferPointer { buffer in
        // `Observed` is `State` (it is `State.self as? any ObservableState.Type`): the rebinding
        // only names the type the compiler could not prove. Subscripting a buffer pointer reads
        // the identity in place, without copying each element (a retain of all it holds); it is
        // unchecked in release builds, and every position is in bounds: `align(to: elements)`
        // just made each one an index of `elements`, or -1.
        buffer.withMemoryRebound(to: Observed.self) { observed in
          identities.withUnsafeMutableBufferPointer { known in
            references.withUnsafeMutableBufferPointer { references in
              changeCounts.withUnsafeMutableBufferPointer { counts in
                for index in watchedPositions.indices {
                  let position = watchedPositions[index]
                  guard position >= 0 else { continue }
                  // The reference kept where the element's type says, unchanged: the same
                  // identity, told without computing it.
                  if let identityOffset {
                    // Both offsets were checked by `readableOffset`: in bounds, aligned.
                    let element = UnsafeRawPointer(observed.baseAddress! + position)
                    let bits = element.load(fromByteOffset: identityOffset, as: UInt.self)
                    if let changeCountOffset {
                      // Changes in place only add to the count: an older one is a copy saved
                      // before them, put back.
                      let count = element.load(fromByteOffset: changeCountOffset, as: UInt64.self)
                      if count != counts[index] {
                        if bits == references[index], count < counts[index] {
                          replaced.append(index)
                        }
                        counts[index] = count
                      }
                    }
                    if bits == references[index] { continue }
                    // Kept together: `referents` keeps alive the object whose address
                    // `references` holds.
                    references[index] = bits
                    // `Observed` is `State`: the cast only restores the static type.
                    referents[index] = observed[position] as? State
                  }
                  let identity = observed[position]._$id
                  // Most elements are the ones seen last time: the same bits, compared in place
                  // without copying (and retaining) the identity kept. Equal bits are the same
                  // identity: an `ObservableStateID` holds only numbers and references (the box
                  // of an enum's case), which `known` keeps alive, so no other object can have
                  // taken their addresses. Unequal bits say nothing (an enum's identity boxes its
                  // case), and `==` decides.
                  let isSame = withUnsafeBytes(of: identity) { bytes in
                    memcmp(bytes.baseAddress!, known.baseAddress! + index, bytes.count) == 0
                  }
                  if !isSame {
                    if identity != known[index] { replaced.append(index) }
                    known[index] = identity
                  }
                }
              }
            }
          }
        }
      }
    }
    compare(observedType)
    // Observers are told after the scan: one may read the store, and so come back here.
    let signals = replaced.map { watched[$0].signal }
    for signal in signals {
      signal?.didChange()
    }
  }
}
