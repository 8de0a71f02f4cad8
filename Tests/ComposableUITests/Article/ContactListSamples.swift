import ComposableUI
import Foundation
import Testing

// The seed article's section "A real-world example of view identity at DoorDash"
// (`shared/seeds/004_…`): its code, as printed, and what a person sees of it. Sections whose id
// is a `UUID()` made each time the sections are computed are new sections on every evaluation:
// when a toast appears, every row is made again. SwiftUI says nothing and the animation breaks;
// here the rows' state starts over, and the view layer reports the ids, once, with the fix.

/// The article's contact, which it does not show: a name is all the list needs.
private struct Contacts {
  let name: String
}

// MARK: The section, with an id made when it is

private struct ContactSection {
  let id: String = UUID().uuidString
  let title: String
  let contacts: [Contacts]

  init(title: String, contacts: [Contacts]) {
    self.title = title
    self.contacts = contacts
  }
}

/// The sections of some contacts, one per initial, as the article's computed variable makes
/// them: anew each time it is read.
private func sections(of contacts: [Contacts]) -> [ContactSection] {
  Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    .sorted { $0.key < $1.key }
    .map { ContactSection(title: $0.key, contacts: $0.value) }
}

private let contacts = [Contacts(name: "Alice"), Contacts(name: "Anna"), Contacts(name: "Bob")]

// MARK: The list keyed by the section's id

/// The screen around the article's list: a contact to pick, whose invalid number shows a toast.
private struct ContactsKeyedByID: View {
  @State private var isShowingToast = false

  var listSections: [ContactSection] { sections(of: contacts) }

  var body: some View {
    VStack {
      Button("Pick 555-0100") { isShowingToast = true }
      if isShowingToast {
        Text("Invalid phone number")
      }
      List {
        ForEach(listSections, id: \.id) { contactsSection in
          // Display the contact section header & rows
        }
      }
    }
  }
}

// MARK: The list keyed by the section's title

/// The same screen, with the article's fix.
private struct ContactsKeyedByTitle: View {
  @State private var isShowingToast = false

  var listSections: [ContactSection] { sections(of: contacts) }

  var body: some View {
    VStack {
      Button("Pick 555-0100") { isShowingToast = true }
      if isShowingToast {
        Text("Invalid phone number")
      }
      List {
        ForEach(listSections, id: \.title) { contactsSection in
          // Display the contact section header & rows
        }
      }
    }
  }
}

// MARK: The list with its comment filled in

/// The article's list with its rows written out: a section is a row a person opens to see its
/// contacts, and whether it is open is the row's own state.
private struct ContactList: View {
  let sectionID: KeyPath<ContactSection, String>
  @State private var isShowingToast = false

  var listSections: [ContactSection] { sections(of: contacts) }

  var body: some View {
    VStack {
      Button("Pick 555-0100") { isShowingToast = true }
      if isShowingToast {
        Text("Invalid phone number")
      }
      List {
        ForEach(listSections, id: sectionID) { contactsSection in
          ContactSectionRow(section: contactsSection)
        }
      }
    }
  }
}

/// A section's title, which opens and closes the list of its contacts.
private struct ContactSectionRow: View {
  let section: ContactSection
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading) {
      Button(section.title) { isExpanded.toggle() }
      if isExpanded {
        ForEach(section.contacts, id: \.name) { contact in
          Text(contact.name)
        }
      }
    }
  }
}

@MainActor
@Suite struct ContactListSampleTests {
  @Test func sectionIDsMadeAnewAreReportedWhenTheToastAppears() async {
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { ContactsKeyedByID() }
    #expect(terminal.visibleLines == ["[Pick 555-0100]"])
    await terminal.press(.tab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains(
        "ForEach<String> of EmptyView rows changed every id between two updates while the "
          + "number of rows stayed 2. …")
        && issue.description.contains("Ids:\n    \\ContactSection.id")
        && issue.description.contains("such as a stored \"let id\" or \\.title.")
    }
    #expect(terminal.visibleLines == ["[Pick 555-0100]", "Invalid phone number"])
  }

  @Test func sectionsKeyedByTitleKeepTheirIdentityWhenTheToastAppears() async {
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { ContactsKeyedByTitle() }
    await terminal.press(.tab)
    // No issue: the titles are the same on every evaluation.
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Pick 555-0100]", "Invalid phone number"])
  }

  @Test func rowsKeyedByAnIDMadeAnewCloseWhenTheToastAppears() async {
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render { ContactList(sectionID: \.id) }
    #expect(terminal.visibleLines == ["[Pick 555-0100]", "[A]", "[B]"])
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Pick 555-0100]", "[A]", "Alice", "Anna", "[B]"])

    await terminal.press(.backTab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains("ForEach<String> of ContactSectionRow rows changed every id")
    }
    // Every row was made again: the open section closed.
    #expect(
      terminal.visibleLines == ["[Pick 555-0100]", "Invalid phone number", "[A]", "[B]"])
  }

  @Test func rowsKeyedByTitleStayOpenWhenTheToastAppears() async {
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render { ContactList(sectionID: \.title) }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.backTab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "[Pick 555-0100]", "Invalid phone number", "[A]", "Alice", "Anna", "[B]",
      ])
  }
}
