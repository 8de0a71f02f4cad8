import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct ReducerBuilderTests {
    struct Log: Reducer {
      let entry: String
      func reduce(into state: inout [String], action: Void) -> Effect<Void> {
        state.append(entry)
        return .none
      }
    }

    struct Builder: Reducer {
      var flag = false
      var optional: String?
      var loop: [String] = []
      var body: some Reducer<[String], Void> {
        Log(entry: "block")
        if flag {
          Log(entry: "if")
        }
        if flag {
          Log(entry: "then")
        } else {
          Log(entry: "else")
        }
        if let optional {
          Log(entry: optional)
        }
        for entry in loop {
          Log(entry: entry)
        }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
          Log(entry: "available")
        }
        EmptyReducer()
      }
    }

    func run(_ reducer: some Reducer<[String], Void>) -> [String] {
      var state: [String] = []
      _ = reducer.reduce(into: &state, action: ())
      return state
    }

    @Test func everyBuilderFormRunsInOrder() {
      #expect(run(Builder()) == ["block", "else", "available"])
      #expect(
        run(Builder(flag: true, optional: "optional", loop: ["1", "2"]))
          == ["block", "if", "then", "optional", "1", "2", "available"]
      )
    }

    @Test func combineReducersAndReduce() {
      let reducer = CombineReducers {
        Reduce<[String], Void> { state, _ in
          state.append("a")
          return .none
        }
        Reduce(Log(entry: "b"))
      }
      #expect(run(reducer) == ["a", "b"])
    }

    @Test func emptyReducerDoesNothing() {
      #expect(run(EmptyReducer<[String], Void>()) == [])
    }

    @Test func aReducerWithReduceHasNoBody() {
      // `Log` implements `reduce(into:action:)`; its `Body` is `Never`.
      #expect(Log.Body.self == Never.self)
    }

    @Test func existentialReducersAreErased() {
      let reducers: [any Reducer<[String], Void>] = [Log(entry: "x"), Log(entry: "y")]
      let reducer = CombineReducers {
        Reduce(reducers[0])
        Reduce(reducers[1])
      }
      #expect(run(reducer) == ["x", "y"])
    }
  }
}
