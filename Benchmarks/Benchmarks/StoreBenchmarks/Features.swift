import ComposableArchitecture

/// A leaf feature: one field to change, one to read.
@Reducer
struct Leaf {
  struct State: Equatable {
    var count = 0
    var label = "leaf"
  }
  enum Action: Equatable {
    case increment
    case start
    case finished
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count &+= 1
        return .none
      case .start:
        return .run { send in await send(.finished) }
      case .finished:
        state.count &+= 1
        return .none
      }
    }
  }
}

/// One level of a scope chain: a parent that embeds `Child` with `Scope`.
struct Level<Child: Reducer & Sendable>: Reducer, Sendable where Child.State: Equatable {
  struct State: Equatable {
    var child: Child.State
    var depth = 0
  }
  @CasePathable
  enum Action {
    case child(Child.Action)
    case tap
  }
  let makeChild: @Sendable () -> Child
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { makeChild() }
    Reduce { state, action in
      if case .tap = action { state.depth += 1 }
      return .none
    }
  }
}

typealias Chain1 = Level<Leaf>
typealias Chain2 = Level<Chain1>
typealias Chain3 = Level<Chain2>
typealias Chain4 = Level<Chain3>
typealias Chain5 = Level<Chain4>
typealias Chain6 = Level<Chain5>
typealias Chain7 = Level<Chain6>
typealias Chain8 = Level<Chain7>
typealias Chain9 = Level<Chain8>
typealias Chain10 = Level<Chain9>

func chain5() -> Chain5 {
  Level { Level { Level { Level { Level { Leaf() } } } } }
}

func chain10() -> Chain10 {
  Level { Level { Level { Level { Level { chain5() } } } } }
}

extension Level.State where Child == Leaf {
  init() { self.init(child: Leaf.State()) }
}

func chain5State() -> Chain5.State {
  .init(child: .init(child: .init(child: .init(child: .init(child: Leaf.State())))))
}

func chain10State() -> Chain10.State {
  .init(child: .init(child: .init(child: .init(child: .init(child: chain5State())))))
}

/// A list of rows handled with `forEach`.
@Reducer
struct Rows {
  struct State: Equatable {
    var rows: IdentifiedArray<Int, Row.State>
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

@Reducer
struct Row {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count &+= 1
      return .none
    }
  }
}

extension Rows.State {
  init(count: Int) {
    self.init(rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) }))
  }
}
