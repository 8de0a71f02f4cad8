import ComposableArchitecture

// Features for the observation benchmarks: ten panels of a hundred observable fields each, so
// that a thousand observers can each track a field of their own.

@Reducer
struct Panel {
  @ObservableState
  struct State: Equatable {
    var f0 = 0
    var f1 = 0
    var f2 = 0
    var f3 = 0
    var f4 = 0
    var f5 = 0
    var f6 = 0
    var f7 = 0
    var f8 = 0
    var f9 = 0
    var f10 = 0
    var f11 = 0
    var f12 = 0
    var f13 = 0
    var f14 = 0
    var f15 = 0
    var f16 = 0
    var f17 = 0
    var f18 = 0
    var f19 = 0
    var f20 = 0
    var f21 = 0
    var f22 = 0
    var f23 = 0
    var f24 = 0
    var f25 = 0
    var f26 = 0
    var f27 = 0
    var f28 = 0
    var f29 = 0
    var f30 = 0
    var f31 = 0
    var f32 = 0
    var f33 = 0
    var f34 = 0
    var f35 = 0
    var f36 = 0
    var f37 = 0
    var f38 = 0
    var f39 = 0
    var f40 = 0
    var f41 = 0
    var f42 = 0
    var f43 = 0
    var f44 = 0
    var f45 = 0
    var f46 = 0
    var f47 = 0
    var f48 = 0
    var f49 = 0
    var f50 = 0
    var f51 = 0
    var f52 = 0
    var f53 = 0
    var f54 = 0
    var f55 = 0
    var f56 = 0
    var f57 = 0
    var f58 = 0
    var f59 = 0
    var f60 = 0
    var f61 = 0
    var f62 = 0
    var f63 = 0
    var f64 = 0
    var f65 = 0
    var f66 = 0
    var f67 = 0
    var f68 = 0
    var f69 = 0
    var f70 = 0
    var f71 = 0
    var f72 = 0
    var f73 = 0
    var f74 = 0
    var f75 = 0
    var f76 = 0
    var f77 = 0
    var f78 = 0
    var f79 = 0
    var f80 = 0
    var f81 = 0
    var f82 = 0
    var f83 = 0
    var f84 = 0
    var f85 = 0
    var f86 = 0
    var f87 = 0
    var f88 = 0
    var f89 = 0
    var f90 = 0
    var f91 = 0
    var f92 = 0
    var f93 = 0
    var f94 = 0
    var f95 = 0
    var f96 = 0
    var f97 = 0
    var f98 = 0
    var f99 = 0
  }
  enum Action: Equatable {
    case increment(WritableKeyPath<State, Int>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment(let field):
        state[keyPath: field] &+= 1
        return .none
      }
    }
  }
}

/// Every field of a panel, to observe one each. Key paths are immutable values.
nonisolated(unsafe) let panelFields: [WritableKeyPath<Panel.State, Int>] = [
  \Panel.State.f0,
  \Panel.State.f1,
  \Panel.State.f2,
  \Panel.State.f3,
  \Panel.State.f4,
  \Panel.State.f5,
  \Panel.State.f6,
  \Panel.State.f7,
  \Panel.State.f8,
  \Panel.State.f9,
  \Panel.State.f10,
  \Panel.State.f11,
  \Panel.State.f12,
  \Panel.State.f13,
  \Panel.State.f14,
  \Panel.State.f15,
  \Panel.State.f16,
  \Panel.State.f17,
  \Panel.State.f18,
  \Panel.State.f19,
  \Panel.State.f20,
  \Panel.State.f21,
  \Panel.State.f22,
  \Panel.State.f23,
  \Panel.State.f24,
  \Panel.State.f25,
  \Panel.State.f26,
  \Panel.State.f27,
  \Panel.State.f28,
  \Panel.State.f29,
  \Panel.State.f30,
  \Panel.State.f31,
  \Panel.State.f32,
  \Panel.State.f33,
  \Panel.State.f34,
  \Panel.State.f35,
  \Panel.State.f36,
  \Panel.State.f37,
  \Panel.State.f38,
  \Panel.State.f39,
  \Panel.State.f40,
  \Panel.State.f41,
  \Panel.State.f42,
  \Panel.State.f43,
  \Panel.State.f44,
  \Panel.State.f45,
  \Panel.State.f46,
  \Panel.State.f47,
  \Panel.State.f48,
  \Panel.State.f49,
  \Panel.State.f50,
  \Panel.State.f51,
  \Panel.State.f52,
  \Panel.State.f53,
  \Panel.State.f54,
  \Panel.State.f55,
  \Panel.State.f56,
  \Panel.State.f57,
  \Panel.State.f58,
  \Panel.State.f59,
  \Panel.State.f60,
  \Panel.State.f61,
  \Panel.State.f62,
  \Panel.State.f63,
  \Panel.State.f64,
  \Panel.State.f65,
  \Panel.State.f66,
  \Panel.State.f67,
  \Panel.State.f68,
  \Panel.State.f69,
  \Panel.State.f70,
  \Panel.State.f71,
  \Panel.State.f72,
  \Panel.State.f73,
  \Panel.State.f74,
  \Panel.State.f75,
  \Panel.State.f76,
  \Panel.State.f77,
  \Panel.State.f78,
  \Panel.State.f79,
  \Panel.State.f80,
  \Panel.State.f81,
  \Panel.State.f82,
  \Panel.State.f83,
  \Panel.State.f84,
  \Panel.State.f85,
  \Panel.State.f86,
  \Panel.State.f87,
  \Panel.State.f88,
  \Panel.State.f89,
  \Panel.State.f90,
  \Panel.State.f91,
  \Panel.State.f92,
  \Panel.State.f93,
  \Panel.State.f94,
  \Panel.State.f95,
  \Panel.State.f96,
  \Panel.State.f97,
  \Panel.State.f98,
  \Panel.State.f99,
]

@Reducer
struct Dashboard {
  @ObservableState
  struct State: Equatable {
    // Ten distinct values: copies of one value would share one identity and one registrar.
    var panels: [Panel.State] = (0..<10).map { _ in Panel.State() }
  }
  enum Action: Equatable {
    case panel(index: Int, action: Panel.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .panel(let index, let action):
        return Panel().reduce(into: &state.panels[index], action: action)
          .map { .panel(index: index, action: $0) }
      }
    }
  }
}

/// Rows whose state is observable, for scoping into element stores.
@Reducer
struct ObservedRows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArray<Int, ObservedRow.State>
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<ObservedRow>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}

@Reducer
struct ObservedRow {
  @ObservableState
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

extension ObservedRows.State {
  init(count: Int) {
    self.init(
      rows: IdentifiedArray(uniqueElements: (0..<count).map { ObservedRow.State(id: $0) })
    )
  }
}
