import ComposableArchitecture
import Testing

// Features written for 1.x before case key paths: operators take `/Action.case` values. Every
// declaration is marked deprecated because it exercises deprecated spellings on purpose.

@available(*, deprecated, message: "Exercises case path values on purpose.")
@Reducer
struct OldRow {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@available(*, deprecated, message: "Exercises case path values on purpose.")
@Reducer
struct OldApp {
  @CasePathable
  enum Mode: Equatable {
    case editing(OldRow.State)
    case viewing
  }
  struct State: Equatable {
    var header = OldRow.State(id: 0)
    var detail: OldRow.State?
    var rows: IdentifiedArrayOf<OldRow.State> = [OldRow.State(id: 1), OldRow.State(id: 2)]
    var mode = Mode.editing(OldRow.State(id: 3))
    var path = StackState<OldRow.State>()
  }
  enum Action: Equatable {
    case header(OldRow.Action)
    case detail(OldRow.Action)
    case row(id: Int, action: OldRow.Action)
    case mode(OldRow.Action)
    case path(StackAction<OldRow.State, OldRow.Action>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.header, action: /Action.header) { OldRow() }
    Reduce { _, _ in .none }
      .ifLet(\.detail, action: /Action.detail) { OldRow() }
      .forEach(\.rows, action: /Action.row(id:action:)) { OldRow() }
      .forEach(\.path, action: /Action.path) { OldRow() }
    Scope(state: \.mode, action: \.self) {
      EmptyReducer()
        .ifCaseLet(/Mode.editing, action: /Action.mode) { OldRow() }
    }
  }
}

extension CoreTests {
  @Suite @MainActor struct CasePathValueTests {
    @available(*, deprecated, message: "Exercises case path values on purpose.")
    @Test func operatorsTakeCasePathValues() async {
      var initial = OldApp.State()
      initial.detail = OldRow.State(id: 9)
      initial.path.append(OldRow.State(id: 4))
      let store = TestStore(initialState: initial) { OldApp() }
      await store.send(.header(.increment)) { $0.header.count = 1 }
      await store.send(.detail(.increment)) { $0.detail?.count = 1 }
      await store.send(.row(id: 2, action: .increment)) { $0.rows[id: 2]?.count = 1 }
      await store.send(.mode(.increment)) { $0.mode = .editing(OldRow.State(id: 3, count: 1)) }
      let id = store.state.path.ids[0]
      await store.send(.path(.element(id: id, action: .increment))) {
        $0.path[id: id]?.count = 1
      }
    }
  }
}
