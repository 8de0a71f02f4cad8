/// A publisher of a ``ViewStore``'s state, whose fields are publishers too.
///
/// ```swift
/// viewStore.publisher.numberFactAlert
///   .sink { alert in … }
/// ```
///
/// A field's publisher emits only when the field changes. A subscription keeps the view store
/// alive.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  /// The published value: the view store's state, or one of its fields.
  public typealias Output = State
  /// A store publisher never fails.
  public typealias Failure = Never

  /// The publisher of states.
  public let upstream: AnyPublisher<State, Never>
  private let owner: AnyObject

  init(upstream: AnyPublisher<State, Never>, owner: AnyObject) {
    self.upstream = upstream
    self.owner = owner
  }

  /// Attaches a subscriber; the subscription keeps the view store alive.
  ///
  /// - Parameter subscriber: The subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    let owner = self.owner
    upstream
      .handleEvents(receiveCancel: { withExtendedLifetime(owner) {} })
      .subscribe(subscriber)
  }

  /// A publisher of one field, emitting when it changes.
  ///
  /// - Parameter keyPath: The field.
  public subscript<LocalState: Equatable>(
    dynamicMember keyPath: KeyPath<State, LocalState>
  ) -> StorePublisher<LocalState> {
    StorePublisher<LocalState>(
      upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher(),
      owner: owner
    )
  }
}
