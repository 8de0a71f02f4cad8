import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// Thousands of random action sequences, sent through root and scoped stores, must end in the
  /// state that folding the reducer by hand over the same actions gives.
  @Suite @MainActor struct RandomizedTests {
    @Reducer
    struct Model {
      struct State: Equatable {
        var total = 0
        var counter = Counter.State()
        var rows: IdentifiedArrayOf<Counter.State> = []
        var log: [Int] = []
      }
      enum Action: Equatable {
        case add(Int)
        case addTwiceViaSend(Int)
        case appendRow
        case removeFirstRow
        case counter(Counter.Action)
        case rows(IdentifiedActionOf<Counter>)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { Counter() }
        Reduce { state, action in
          switch action {
          case .add(let value):
            state.total += value
            state.log.append(value)
            return .none
          case .addTwiceViaSend(let value):
            state.log.append(-value)
            return .merge(.send(.add(value)), .send(.add(value * 10)))
          case .appendRow:
            state.rows.append(Counter.State(id: (state.rows.last?.id ?? 0) + 1))
            return .none
          case .removeFirstRow:
            if !state.rows.isEmpty { state.rows.removeFirst() }
            return .none
          case .counter(let action):
            state.log.append(action == .increment ? 1000 : 2000)
            return .none
          case .rows:
            return .none
          }
        }
        .forEach(\.rows, action: \.rows) { Counter() }
      }
    }

    /// A reproducible generator (SplitMix64).
    struct SeededGenerator: RandomNumberGenerator {
      var state: UInt64
      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }

    /// What a user could send, and to which store.
    enum Step {
      case root(Model.Action)
      case child(Counter.Action)
      case row(id: Int, Counter.Action)

      var rootAction: Model.Action {
        switch self {
        case .root(let action): action
        case .child(let action): .counter(action)
        case .row(let id, let action): .rows(.element(id: id, action: action))
        }
      }
    }

    static func randomStep(in state: Model.State, using rng: inout SeededGenerator) -> Step {
      let counterAction: Counter.Action =
        [.increment, .decrement, .set(Int.random(in: -5...5, using: &rng))].randomElement(
          using: &rng)!
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: return .root(.add(Int.random(in: -9...9, using: &rng)))
      case 1: return .root(.addTwiceViaSend(Int.random(in: 1...9, using: &rng)))
      case 2: return .root(.appendRow)
      case 3: return .root(.removeFirstRow)
      case 4, 5: return .child(counterAction)
      default:
        guard let row = state.rows.randomElement(using: &rng) else { return .root(.appendRow) }
        return .row(id: row.id, counterAction)
      }
    }

    /// The reference: run the reducer directly, processing `.send` effects in arrival order.
    static func fold(_ state: inout Model.State, _ action: Model.Action) {
      var queue = [action]
      var index = 0
      while index < queue.count {
        let effect = Model().reduce(into: &state, action: queue[index])
        queue.append(contentsOf: synchronousActions(of: effect))
        index += 1
      }
    }

    static func synchronousActions<A>(of effect: Effect<A>) -> [A] {
      switch effect.operation {
      case .none: []
      case .send(let action): [action]
      case .merge(let effects): effects.flatMap(synchronousActions(of:))
      case .navigation(_, let effect): synchronousActions(of: effect)
      default: []
      }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func storeMatchesAHandFold(seed: UInt64) {
      var rng = SeededGenerator(state: seed)
      for _ in 0..<1_000 {
        let store = Store(initialState: Model.State()) { Model() }
        let child = store.scope(state: \.counter, action: \.counter)
        var expected = Model.State()
        for _ in 0..<Int.random(in: 1...40, using: &rng) {
          let step = Self.randomStep(in: store.state, using: &rng)
          switch step {
          case .root(let action):
            store.send(action)
          case .child(let action):
            child.send(action)
          case .row(let id, let action):
            store.scope(state: \.rows, action: \.rows).send(.element(id: id, action: action))
          }
          Self.fold(&expected, step.rootAction)
        }
        #expect(store.state == expected, "seed \(seed)")
        if store.state != expected { return }
      }
    }
  }
}
