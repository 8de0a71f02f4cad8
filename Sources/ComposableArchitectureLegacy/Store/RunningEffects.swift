/// The effects a store (or test store) is running: each one is subscribed when its action has
/// been reduced, and kept, with what the store wants to know about it, until it completes.
/// Releasing the collection cancels them.
final class RunningEffects<Action, Info> {
  private(set) var entries: [Int: (info: Info, cancellable: AnyCancellable)] = [:]
  private var nextID = 0

  /// Subscribes to `effect`, passing what it emits to `receive`; an effect that completes
  /// while subscribing is not kept, and ``Effect/none`` is not even subscribed.
  func start(
    _ effect: Effect<Action, Never>,
    info: Info,
    receive: @escaping (Action) -> Void
  ) {
    guard !effect.isNone else { return }
    let id = nextID
    nextID &+= 1
    var didComplete = false
    let cancellable = effect.sink(
      receiveCompletion: { [weak self] _ in
        didComplete = true
        self?.entries[id] = nil
      },
      receiveValue: receive
    )
    if !didComplete {
      entries[id] = (info, cancellable)
    }
  }

  /// Cancels every running effect.
  func cancelAll() {
    let running = entries.values
    entries.removeAll()
    for entry in running { entry.cancellable.cancel() }
  }
}
