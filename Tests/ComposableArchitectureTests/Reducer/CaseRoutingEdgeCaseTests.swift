import Testing

@testable import ComposableArchitecture

extension CoreTests {
  /// Routing by case tag on the enum shapes whose tags are laid out differently (payloads with
  /// spare bits, more cases than a skip mask holds, `@Reducer` enums) and with routed children
  /// that return effects: each must route exactly as trying every `Scope` would.
  @Suite @MainActor struct CaseRoutingEdgeCaseTests {
    final class Object: Equatable {
      let name: String
      init(_ name: String) { self.name = name }
      static func == (lhs: Object, rhs: Object) -> Bool { lhs.name == rhs.name }
    }

    /// Payloads whose spare bits hold the tags of the other cases.
    @CasePathable
    enum SpareBits: Equatable {
      case text(String)
      case object(Object)
      case flag(Bool)
      case reset
    }

    /// One payload case: the other cases live in the payload's extra inhabitants.
    @CasePathable
    enum SinglePayload: Equatable {
      case text(String)
      case clear
      case refresh
    }

    @Test func spareBitPayloadsHaveOneTagPerCase() throws {
      #if os(Linux)
        let tag = try #require(EnumCaseTag<SpareBits>())
        let texts: [SpareBits] = [
          .text(""), .text("short"), .text(String(repeating: "x", count: 99)),
        ]
        let objects: [SpareBits] = [.object(Object("a")), .object(Object("b"))]
        #expect(Set(texts.map(tag.callAsFunction)).count == 1)
        #expect(Set(objects.map(tag.callAsFunction)).count == 1)
        #expect(tag(.flag(true)) == tag(.flag(false)))
        #expect(
          Set([tag(.text("")), tag(.object(Object(""))), tag(.flag(true)), tag(.reset)]).count == 4)

        let single = try #require(EnumCaseTag<SinglePayload>())
        #expect(single(.text("")) == single(.text(String(repeating: "y", count: 64))))
        #expect(Set([single(.text("")), single(.clear), single(.refresh)]).count == 3)
      #endif
    }

    @Reducer
    struct SpareBitsRouter {
      struct State: Equatable {
        var texts: [String] = []
        var objects: [String] = []
        var flags: [Bool] = []
      }
      typealias Action = SpareBits
      var body: some ReducerOf<Self> {
        Scope(state: \.texts, action: \.text) { Collect() }
        Scope(state: \.objects, action: \.object) { Names() }
        Scope(state: \.flags, action: \.flag) { Collect() }
      }
    }

    /// Keeps every action it is sent.
    struct Collect<Element>: Reducer {
      func reduce(into state: inout [Element], action: Element) -> Effect<Element> {
        state += [action]
        return .none
      }
    }

    struct Names: Reducer {
      func reduce(into state: inout [String], action: Object) -> Effect<Object> {
        state.append(action.name)
        return .none
      }
    }

    @Test func spareBitPayloadsRouteExactly() {
      let store = Store(initialState: SpareBitsRouter.State()) { SpareBitsRouter() }
      let actions: [SpareBits] = [
        .reset, .text("a"), .object(Object("o1")), .flag(true),
        .text(String(repeating: "b", count: 30)),
        .reset, .object(Object("o2")), .flag(false), .text(""),
      ]
      for action in actions { store.send(action) }
      #expect(
        store.state
          == SpareBitsRouter.State(
            texts: ["a", String(repeating: "b", count: 30), ""], objects: ["o1", "o2"],
            flags: [true, false]))
    }

    /// More cases than the 64 bits a skipping `Scope` keeps: cases whose tags are past 63 are
    /// tried every time. Payload cases take the first tags, so `c0` is 0 and `c69` is 69.
    @CasePathable
    enum Many: Equatable {
      case c0(Int)
      case c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19
      case c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36
      case c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54
      case c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69
    }

    @Reducer
    struct ManyRouter {
      struct State: Equatable {
        var first: [Int] = []
        var last = 0
        var sixtyFive = 0
      }
      typealias Action = Many
      var body: some ReducerOf<Self> {
        Scope(state: \.first, action: \.c0) { Collect() }
        Scope(state: \.last, action: \.c69) { Count() }
        Scope(state: \.sixtyFive, action: \.c65) { Count() }
      }
    }

    struct Count: Reducer {
      func reduce(into state: inout Int, action: Void) -> Effect<Void> {
        state += 1
        return .none
      }
    }

    @Test func casesPastSixtyThreeRouteExactly() throws {
      #if os(Linux)
        let tag = try #require(EnumCaseTag<Many>())
        #expect(tag(.c0(0)) == 0 && tag(.c1) == 1 && tag(.c63) == 63)
        #expect(tag(.c64) == 64 && tag(.c69) == 69)
      #endif
      let store = Store(initialState: ManyRouter.State()) { ManyRouter() }
      let actions: [Many] = [
        .c69, .c1, .c65, .c0(2), .c69, .c68, .c65, .c0(4), .c64, .c69, .c63, .c0(6), .c66,
      ]
      for action in actions { store.send(action) }
      #expect(store.state == ManyRouter.State(first: [2, 4, 6], last: 3, sixtyFive: 2))
    }

    @Reducer
    struct Editor {
      struct State: Equatable { var text = "" }
      enum Action: Equatable { case type(String) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .type(let text) = action { state.text += text }
          return .none
        }
      }
    }

    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case editor(Editor)
      case counter(Counter)
      case other(Counter)
    }

    @Test func aReducerEnumsBodyRoutesAndStillReportsTheWrongCase() {
      // The generated body is a block of `Scope`s (`Reduce(CombineReducers { … })`), which a
      // store keeps as a routed block.
      let store = Store(initialState: Destination.State.counter(Counter.State())) {
        Destination.body
      }
      store.send(.counter(.increment))
      store.send(.counter(.increment))
      withKnownIssue {
        store.send(.editor(.type("lost")))
        store.send(.other(.increment))
      } matching: { issue in
        issue.comments.map(\.rawValue).joined().contains("set to a different case")
      }
      store.send(.counter(.decrement))
      #expect(store.state == .counter(Counter.State(count: 1)))
    }

    @Reducer
    struct Pinger {
      struct State: Equatable {
        var pings: [Int] = []
        var pongs: [Int] = []
      }
      @CasePathable
      enum Action: Equatable {
        case ping(Ping.Action)
        case pong(Int)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.pings, action: \.ping) { Ping() }
        Scope(state: \.pongs, action: \.pong) { Collect() }
      }
    }

    struct Ping: Reducer {
      @CasePathable
      enum Action: Equatable {
        case send(Int)
        case echoed(Int)
      }
      func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case .send(let value):
          state.append(value)
          return .run { send in await send(.echoed(value * 10)) }
        case .echoed(let value):
          state.append(value)
          return .none
        }
      }
    }

    @Test func aRoutedChildsEffectReachesTheChildThroughTheBlock() async {
      let store = TestStore(initialState: Pinger.State()) { Pinger() }
      await store.send(.pong(1)) { $0.pongs = [1] }
      await store.send(.ping(.send(2))) { $0.pings = [2] }
      await store.receive(\.ping.echoed) { $0.pings = [2, 20] }
      await store.send(.pong(3)) { $0.pongs = [1, 3] }
      await store.send(.ping(.send(4))) { $0.pings = [2, 20, 4] }
      await store.receive(\.ping.echoed) { $0.pings = [2, 20, 4, 40] }
    }

    @Test func theTagReadPassesItsSelfTest() {
      #if os(Linux) && (arch(x86_64) || arch(arm64))
        #expect(EnumCaseTagSelfTest.passed)
      #else
        #expect(!EnumCaseTagSelfTest.passed)
      #endif
    }
  }
}
