import ComposableArchitectureMacrosSupport
import MacroTesting
import Testing

@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ObservationStateTracked": ObservationStateTrackedMacro.self,
      "ObservationStateIgnored": ObservationStateIgnoredMacro.self,
      "Presents": PresentsMacro.self,
    ]
  )
)
struct ObservableStateMacroTests {
  @Test func structTracksStoredVars() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        @ObservationStateIgnored var cache = 0
        var computed: Int { count * 2 }
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$willModify()
            let _$changed = ComposableArchitecture._$notifies(
              ComposableArchitecture._$identity(of: _count),
              ComposableArchitecture._$identity(of: newValue),
              different: ComposableArchitecture._$isDifferent(_count, newValue)
            )
            if _$changed {
              _$observationRegistrar.willSet(self, keyPath: \.count)
            }
            _count = newValue
            if _$changed {
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            _$willModify()
            let _$before = ComposableArchitecture._$identity(of: _count)
            yield &_count
            _$observationRegistrar.didModify(
              self, keyPath: \.count,
              changed: _$before != ComposableArchitecture._$identity(of: _count)
            )
          }
        }
        private var _count = 0
        let id: Int
        var cache = 0
        var computed: Int { count * 2 }
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        static var _$identityOffset: Int? {
          ComposableArchitecture.ObservationStateRegistrar._$identityOffset(
            in: \Self._$observationRegistrar
          )
        }

        static var _$changeCountOffset: Int? {
          ComposableArchitecture.ObservationStateRegistrar._$changeCountOffset(
            in: \Self._$observationRegistrar
          )
        }

        var _$stamp: UInt64 {
          get {
            _$observationRegistrar._$stamp
          }
          set {
            _$observationRegistrar._$stamp = newValue
          }
        }

        var customDumpMirror: Mirror {
          ComposableArchitecture._observableStateMirror(self, properties: ["count"])
        }

        static func _$inPlace<_$Value>(
          _ property: WritableKeyPath<Self, _$Value>
        ) -> ComposableArchitecture._$InPlaceProperty<Self, _$Value>? {
          let property = property as AnyKeyPath
          if property == \Self.count as AnyKeyPath {
            return ComposableArchitecture._$InPlaceProperty(
              storage: \Self._count,
              identity: {
                ComposableArchitecture._$identity(of: $0)
              },
              willModify: {
                $0._$willModify()
              },
              notify: {
                $0._$observationRegistrar.didModify($0, keyPath: \.count, changed: true)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func presents() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            self.$destination.wrappedValue = newValue
          }
        }
        private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            _$willModify()
            let _$changed = ComposableArchitecture._$notifies(
              ComposableArchitecture._$identity(of: _destination),
              ComposableArchitecture._$identity(of: newValue),
              different: ComposableArchitecture._$isDifferent(_destination, newValue)
            )
            if _$changed {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
            }
            _destination = newValue
            if _$changed {
              _$observationRegistrar.didSet(self, keyPath: \.destination)
            }
          }
          _modify {
            _$willModify()
            let _$before = ComposableArchitecture._$identity(of: _destination)
            yield &_destination
            _$observationRegistrar.didModify(
              self, keyPath: \.destination,
              changed: _$before != ComposableArchitecture._$identity(of: _destination)
            )
          }
        }
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        static var _$identityOffset: Int? {
          ComposableArchitecture.ObservationStateRegistrar._$identityOffset(
            in: \Self._$observationRegistrar
          )
        }

        static var _$changeCountOffset: Int? {
          ComposableArchitecture.ObservationStateRegistrar._$changeCountOffset(
            in: \Self._$observationRegistrar
          )
        }

        var _$stamp: UInt64 {
          get {
            _$observationRegistrar._$stamp
          }
          set {
            _$observationRegistrar._$stamp = newValue
          }
        }

        var customDumpMirror: Mirror {
          ComposableArchitecture._observableStateMirror(self, properties: ["destination"])
        }

        static func _$inPlace<_$Value>(
          _ property: WritableKeyPath<Self, _$Value>
        ) -> ComposableArchitecture._$InPlaceProperty<Self, _$Value>? {
          let property = property as AnyKeyPath
          if property == \Self.$destination as AnyKeyPath {
            return ComposableArchitecture._$InPlaceProperty(
              storage: \Self._destination,
              identity: {
                ComposableArchitecture._$identity(of: $0)
              },
              willModify: {
                $0._$willModify()
              },
              notify: {
                $0._$observationRegistrar.didModify($0, keyPath: \.destination, changed: true)
              }
            )
          }
          return nil
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func presentsNeedsAnOptional() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' needs an optional type, as in '@Presents var destination: Destination.State?'
      }
      """
    }
  }

  @Test func enumIdentity() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case editor(Editor.State)
        case empty
      }
      """
    } expansion: {
      """
      enum State {
        case editor(Editor.State)
        case empty

        var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .editor(let state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
          case .empty:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(1)
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func classIsRejected() {
    assertMacro {
      """
      @ObservableState
      class State {}
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      class State {}
      """
    }
  }
}
