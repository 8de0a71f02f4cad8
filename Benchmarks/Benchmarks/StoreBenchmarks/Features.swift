import ComposableArchitecture

/// A leaf feature: one field to change, one to read.
@Reducer
struct Leaf {
  struct State: Codable, Equatable, Sendable {
    var count = 0
    var label = "leaf"
  }
  enum Action: Codable, Equatable, Sendable {
    case increment
    case start
    case finished
    /// Starts an effect that runs until cancelled.
    case listen
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
      case .listen:
        return .run { _ in try? await Task.never() }
      }
    }
  }
}

/// A scope chain of concrete features, as an app nests them: `Level1` embeds `Leaf`, `Level2`
/// embeds `Level1`, and so on up to `Level10`.

@Reducer
struct Level1 {
  struct State: Equatable {
    var child = Leaf.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Leaf.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Leaf() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level2 {
  struct State: Equatable {
    var child = Level1.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level1.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level1() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level3 {
  struct State: Equatable {
    var child = Level2.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level2.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level2() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level4 {
  struct State: Equatable {
    var child = Level3.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level3.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level3() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level5 {
  struct State: Equatable {
    var child = Level4.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level4.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level4() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level6 {
  struct State: Equatable {
    var child = Level5.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level5.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level5() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level7 {
  struct State: Equatable {
    var child = Level6.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level6.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level6() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level8 {
  struct State: Equatable {
    var child = Level7.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level7.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level7() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level9 {
  struct State: Equatable {
    var child = Level8.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level8.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level8() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

@Reducer
struct Level10 {
  struct State: Equatable {
    var child = Level9.State()
    var taps = 0
  }
  enum Action: Equatable {
    case child(Level9.Action)
    case tap
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Level9() }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
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

/// The modern store, named for files that also see the original API's `Store`.
typealias ModernStore = ComposableArchitecture.Store
