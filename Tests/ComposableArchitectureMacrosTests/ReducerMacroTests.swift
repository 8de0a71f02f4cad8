import ComposableArchitectureMacrosSupport
import MacroTesting
import Testing

@Suite(
  .macros(
    [
      "Reducer": ReducerMacro.self,
      "ReducerCaseEphemeral": ReducerCaseEphemeralMacro.self,
      "ReducerCaseIgnored": ReducerCaseIgnoredMacro.self,
    ]
  )
)
struct ReducerMacroTests {
  @Test func structWithStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action { case tap }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        enum Action { case tap 
      }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathableAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State { case a, b }
        @CasePathable
        enum Action { case tap }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State { case a, b 
      }
        @CasePathable
        enum Action { case tap 
      }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func missingStateAndActionAreGenerated() {
    assertMacro {
      """
      @Reducer
      public struct Empty {
      }
      """
    } expansion: {
      """
      public struct Empty {

          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }
      }

      extension Empty: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func alreadyConformingStructGetsNoExtension() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePathable
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }

  @Test func enumOfReducers() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        @ReducerCaseEphemeral
        case alert(Message)
        @ReducerCaseIgnored
        case note(String)
        case empty
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        case alert(Message)
        case note(String)
        case empty

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          case alert(Message)
          case note(String)
          case empty
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
          case alert(Message.Action)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.AllCasePaths.editor, action: \Self.Action.AllCasePaths.editor) {
          Editor()
              }
            }
          )
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
          case alert(Message)
          case note(String)
          case empty
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(state: \.editor, action: \.editor)!)
          case let .alert(v0):
            return .alert(v0)
          case let .note(v0):
            return .note(v0)
          case .empty:
            return .empty
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithSynthesizedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, action: .equatable)
      enum Destination {
        case editor(Editor)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState, Equatable, Hashable {
          typealias StateReducer = Destination
          case editor(Editor.State)
        }

        @CasePathable
        enum Action: Equatable {
          case editor(Editor.Action)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.AllCasePaths.editor, action: \Self.Action.AllCasePaths.editor) {
          Editor()
              }
            }
          )
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(state: \.editor, action: \.editor)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func casesWithSeveralValuesAreState() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        case meeting(Meeting, syncUp: SyncUp)

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          case meeting(Meeting, syncUp: SyncUp)
        }

        @CasePathable
        enum Action {
          case editor(Editor.Action)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.AllCasePaths.editor, action: \Self.Action.AllCasePaths.editor) {
          Editor()
              }
            }
          )
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
          case meeting(Meeting, syncUp: SyncUp)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(state: \.editor, action: \.editor)!)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func aCasesDefaultReducerIsUsed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case timer(Timer = Timer(interval: 5))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case timer(Timer = Timer(interval: 5))

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case timer(Timer.State)
        }

        @CasePathable
        enum Action {
          case timer(Timer.Action)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.AllCasePaths.timer, action: \Self.Action.AllCasePaths.timer) {
          Timer(interval: 5)
              }
            }
          )
        }

        enum CaseScope {
          case timer(ComposableArchitecture.StoreOf<Timer>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .timer:
            return .timer(store.scope(state: \.timer, action: \.timer)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func anEnumsOwnActionAndBodyAreUsed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor)
        @CasePathable
        enum Action { case editor(Editor.Action) }
        static var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor)
        @CasePathable
        enum Action { case editor(Editor.Action) 
      }
        static var body: some ReducerOf<Self> { EmptyReducer() }

        @CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        enum State: ComposableArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
        }

        enum CaseScope {
          case editor(ComposableArchitecture.StoreOf<Editor>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(state: \.editor, action: \.editor)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func aStructWithoutStateOrActionTakesThemFromItsBody() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Counter {
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some Reducer<Int, Bool> { EmptyReducer() }

        typealias State = Int

        typealias Action = Bool
      }

      extension Counter: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func classIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      class Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      class Feature {}
      """
    }
  }
}
