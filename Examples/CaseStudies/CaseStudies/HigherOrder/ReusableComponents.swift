import ComposableArchitecture
import ComposableUI

/// A book in the reading list: its title, and the star component embedded with `Scope`.
@Reducer
struct BookRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    var star: Starring.State
    let title: String

    var id: String { star.itemID }

    init(id: String, title: String, isStarred: Bool = false) {
      star = Starring.State(itemID: id, isStarred: isStarred)
      self.title = title
    }
  }

  enum Action: Equatable {
    case star(Starring.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.star, action: \.star) {
      Starring()
    }
  }
}

/// One component, two features: the star of each book in the reading list, and of the book of
/// the week above it, is the same `Starring` reducer and `StarButton` view, embedded where each
/// feature wants it; neither feature knows how a star is saved.
@Reducer
struct ReusableComponents {
  @ObservableState
  struct State: Equatable {
    var books: IdentifiedArrayOf<BookRow.State> = [
      BookRow.State(id: "tides", title: "The Book of Tides"),
      BookRow.State(id: "pinned-lanterns", title: "Lanterns at Dusk", isStarred: true),
      BookRow.State(id: "orchard", title: "A Year in the Orchard"),
    ]
    var bookOfTheWeek = Starring.State(itemID: "compass")
  }

  enum Action: Equatable {
    case bookOfTheWeek(Starring.Action)
    case books(IdentifiedActionOf<BookRow>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.bookOfTheWeek, action: \.bookOfTheWeek) {
      Starring()
    }
    EmptyReducer()
      .forEach(\.books, action: \.books) {
        BookRow()
      }
  }
}

/// The book of the week with its star, then every book with its own.
struct ReusableComponentsView: View {
  let store: StoreOf<ReusableComponents>

  var body: some View {
    VStack(alignment: .leading) {
      Text("One star component in two features. A pinned book refuses to lose its star:")
        .foregroundColor(.gray)
      Text("take the second one's away to see a refusal undone.").foregroundColor(.gray)
      HStack {
        Text("Book of the week: The Compass Rose")
        StarButton(store: store.scope(state: \.bookOfTheWeek, action: \.bookOfTheWeek))
      }
      Text("Reading list").bold()
      ForEach(store.scope(state: \.books, action: \.books)) { book in
        HStack {
          Text(book.title)
          StarButton(store: book.scope(state: \.star, action: \.star))
        }
      }
    }
    .navigationTitle("Reusable components")
  }
}
