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
/// id again only when the collection's ids change.
@MainActor
final class ElementReplacementWatch<Base: Core, ID: Hashable, State> {
  private struct Entry {
    weak var signal: ObservableSignal?
    let id: ID
    /// The element's position in `alignedIDs`, or `nil` while the collection lacks it.
    var position: Int?
    var identity: ObservableStateID?
  }

  private let base: Base
  private let toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>
  private let observedType = State.self as? any ObservableState.Type
  private var entries: [Entry] = []
  /// The index in `entries` of each watched store's signal.
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
  func watch(id: ID, state: State, signal: ObservableSignal) -> @MainActor @Sendable () -> Void {
    let elements = base.state[keyPath: toElements]
    align(to: elements)
    indexBySignal[ObjectIdentifier(signal)] = entries.count
    entries.append(
      Entry(
        signal: signal, id: id, position: alignedIDs.firstIndex(of: id),
        identity: observableIdentity(of: state)
      )
    )
    if token == nil {
      token = base.addListener { [weak self] in self?.check() }
    }
    let key = ObjectIdentifier(signal)
    return { [weak self] in self?.stop(key) }
  }

  private func stop(_ key: ObjectIdentifier) {
    guard let index = indexBySignal.removeValue(forKey: key) else { return }
    let last = entries.removeLast()
    if index < entries.count {
      entries[index] = last
      if let signal = last.signal {
        indexBySignal[ObjectIdentifier(signal)] = index
      }
    }
    if entries.isEmpty, let token {
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
    for index in entries.indices {
      entries[index].position = ids.firstIndex(of: entries[index].id)
    }
  }

  /// After a batch: compares each watched element's identity with the last one seen.
  private func check() {
    let elements = base.state[keyPath: toElements]
    align(to: elements)
    guard let observedType else {
      // Without `@ObservableState` nothing tells what changed: every batch may have replaced it.
      for entry in entries where entry.position != nil {
        entry.signal?.didChange()
      }
      return
    }
    var replaced: [ObservableSignal] = []
    func compare<Observed: ObservableState>(_: Observed.Type) {
      elements.elements.withUnsafeBufferPointer { buffer in
        // `Observed` is `State` (it is `State.self as? any ObservableState.Type`): the rebinding
        // only names the type the compiler could not prove. Subscripting a buffer pointer reads
        // the identity in place, without copying each element (a retain of all it holds).
        buffer.withMemoryRebound(to: Observed.self) { observed in
          for index in entries.indices {
            guard let position = entries[index].position else { continue }
            let identity = observed[position]._$id
            if identity != entries[index].identity {
              entries[index].identity = identity
              if let signal = entries[index].signal {
                replaced.append(signal)
              }
            }
          }
        }
      }
    }
    compare(observedType)
    // Observers run after the scan: one may read the store, and so come back here.
    for signal in replaced {
      signal.didChange()
    }
  }
}
