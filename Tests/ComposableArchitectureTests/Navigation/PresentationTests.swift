import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite
  @MainActor
  struct PresentationTests {
    /// A test store with the editor presented and its timer started.
    func editorWithTimer(clock: TestClock<Duration>) async -> TestStoreOf<Notes> {
      let store = TestStore(initialState: Notes.State()) {
        Notes()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.addButtonTapped) {
        $0.destination = .editor(NoteEditor.State())
      }
      await store.send(\.destination.editor.startTimer)
      return store
    }

    @Test func presentEditSave() async {
      let store = TestStore(initialState: Notes.State()) { Notes() }
      await store.send(.addButtonTapped) {
        $0.destination = .editor(NoteEditor.State())
      }
      await store.send(\.destination.editor.setText, "Milk") {
        $0.destination?.modify(\.editor) { $0.text = "Milk" }
      }
      await store.send(.destination(.presented(.editor(.saveButtonTapped)))) {
        $0.notes = ["Milk"]
        $0.destination = nil
      }
    }

    @Test func childDismissesItself() async {
      let store = TestStore(initialState: Notes.State()) { Notes() }
      await store.send(.addButtonTapped) {
        $0.destination = .editor(NoteEditor.State())
      }
      await store.send(\.destination.editor.checkPresentation) {
        $0.destination?.modify(\.editor) { $0.wasPresented = true }
      }
      await store.send(\.destination.editor.closeButtonTapped)
      await store.receive(\.destination.dismiss) {
        $0.destination = nil
      }
    }

    @Test func dismissingCancelsTheChildsEffects() async {
      let clock = TestClock()
      let store = await editorWithTimer(clock: clock)
      await clock.advance(by: .seconds(1))
      await store.receive(\.destination.editor.tick) {
        $0.destination?.modify(\.editor) { $0.ticks = 1 }
      }
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
      }
      // The timer was cancelled with the editor: nothing more is received, nothing is in flight.
      await clock.advance(by: .seconds(5))
    }

    @Test func replacingTheDestinationCancelsTheOldChild() async {
      let clock = TestClock()
      let store = await editorWithTimer(clock: clock)
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(Notes.deleteAlert)
      }
      await clock.advance(by: .seconds(5))
    }

    @Test func alertActionsAreRoutedAndDismiss() async {
      let store = TestStore(initialState: Notes.State(notes: ["a", "b"])) { Notes() }
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(Notes.deleteAlert)
      }
      await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
        $0.notes = []
        $0.destination = nil
      }
    }

    @Test func presentationActionWithoutDestinationIsReported() {
      let store = Store(initialState: Notes.State()) { Notes() }
      withKnownIssue {
        store.send(.destination(.presented(.editor(.setText("x")))))
      } matching: { issue in
        text(of: issue).hasPrefix(
          """
          An "ifLet" at "ComposableArchitectureTests/Notes.swift:97" received a presentation \
          action when destination state was absent. …

            Action:
              Notes.Action.destination(.presented(.editor(.setText("x"))))
          """
        )
      }
      #expect(store.destination == nil)
    }

    @Test func observingTheDestination() {
      let store = Store(initialState: Notes.State()) { Notes() }
      let probe = ObservationProbe {
        _ = store.scope(state: \.destination?.editor, action: \.destination.editor)
      }
      store.send(.addButtonTapped)
      #expect(probe.changes == 1)
      probe.rerender()
      let editor = store.scope(state: \.destination?.editor, action: \.destination.editor)
      let textProbe = ObservationProbe { _ = editor?.text }
      editor?.send(.setText("x"))
      #expect(probe.changes == 1)
      #expect(textProbe.changes == 1)
      store.send(.destination(.dismiss))
      #expect(probe.changes == 2)
    }

    @Test func observingTheCaseOfAnEnumStore() {
      let store = Store(initialState: Notes.State()) { Notes() }
      store.send(.addButtonTapped)
      let destination = store.scope(state: \.destination, action: \.destination.presented)
      let probe = ObservationProbe {
        if case .editor(let editor) = destination?.case { _ = editor.text }
      }
      store.send(.destination(.presented(.editor(.checkPresentation))))
      #expect(probe.changes == 0)
      store.send(.destination(.presented(.editor(.setText("a")))))
      #expect(probe.changes == 1)
      probe.rerender()
      store.send(.deleteButtonTapped)
      #expect(probe.changes == 2)
    }

    @Test func caseScopeOfThePresentedDestination() {
      let store = Store(initialState: Notes.State()) { Notes() }
      store.send(.addButtonTapped)
      guard let destination = store.scope(state: \.destination, action: \.destination.presented),
        case .editor(let editor) = destination.case
      else {
        Issue.record("Expected the editor to be presented")
        return
      }
      editor.send(.setText("y"))
      #expect(store.destination?.editor?.text == "y")
    }

    @Test func aDestinationsCaseKeptInAPresentationAction() {
      let alert: CaseKeyPath<Notes.Action, PresentationAction<Notes.Destination.Alert>> =
        \.destination.alert
      #expect(alert(.dismiss) == .destination(.dismiss))
      #expect(
        alert(.presented(.confirmDeletion)) == .destination(.presented(.alert(.confirmDeletion))))
      #expect(Notes.Action.destination(.dismiss)[case: alert] == .dismiss)
      #expect(
        Notes.Action.destination(.presented(.alert(.confirmDeletion)))[case: alert]
          == .presented(.confirmDeletion))
      #expect(Notes.Action.destination(.presented(.editor(.tick)))[case: alert] == nil)
      #expect(Notes.Action.addButtonTapped[case: alert] == nil)

      // Where a presented case's own action is wanted, the same spelling names it.
      let confirm: CaseKeyPath<Notes.Action, Notes.Destination.Alert> = \.destination.alert
      #expect(Notes.Action.destination(.dismiss)[case: confirm] == nil)
      #expect(
        Notes.Action.destination(.presented(.alert(.confirmDeletion)))[case: confirm]
          == .confirmDeletion)
    }
  }
}
