import ComposableArchitecture
import Testing

@testable import ComposableUI

/// A contact being edited: observable state, kept by a view as a draft.
@ObservableState
private struct Contact: Equatable {
  var name = ""
  var isFavorite = false
}

/// Shows a contact: reads it through the value it is given.
private struct ContactSummary: View {
  let contact: Contact
  var body: some View {
    Text("\(contact.isFavorite ? "★ " : "")\(contact.name.isEmpty ? "(no name)" : contact.name)")
  }
}

/// A form over a draft held in `@State`: the field and the toggle change it through bindings,
/// and a child view and a `Text` read it.
private struct ContactForm: View {
  @State var draft = Contact()
  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $draft.name)
      Toggle("Favorite", isOn: $draft.isFavorite)
      ContactSummary(contact: draft)
      Text("\(draft.name.count) letters")
    }
  }
}

// Each change through a binding gives the draft a new identity (the binding changes a copy of
// the kept value and puts it back): whatever reads it must still see every change.
@MainActor
@Suite struct ObservableStateDraftTests {
  @Test func aDraftEditedThroughBindingsIsShownAfterEveryChange() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { ContactForm() }
    #expect(terminal.visibleLines.suffix(2) == ["(no name)", "0 letters"])
    await terminal.press(.tab)
    await terminal.type("Ada")
    #expect(terminal.visibleLines.suffix(2) == ["Ada", "3 letters"])
    await terminal.press(.tab)
    await terminal.type(" ")
    #expect(terminal.visibleLines.suffix(2) == ["★ Ada", "3 letters"])
    await terminal.press(.tab)
    await terminal.type("!")
    #expect(terminal.visibleLines.suffix(2) == ["★ Ada!", "4 letters"])
  }
}
