import ComposableArchitecture
import ComposableUI

/// A book in the list: its title, and the favorite component embedded with `Scope`.
@Reducer
struct BookRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    var favorite: Favoriting.State
    let title: String

    var id: String { favorite.id }

    init(id: String, title: String, isFavorite: Bool = false) {
      favorite = Favoriting.State(id: id, isFavorite: isFavorite)
      self.title = title
    }
  }

  enum Action: Equatable {
    case favorite(Favoriting.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.favorite, action: \.favorite) {
      Favoriting()
    }
  }
}

/// One component, two features: the favorite button of every book in the list, and of the
/// book of the week above it, is the same `Favoriting` reducer and `FavoriteButton` view,
/// embedded where each feature wants it.
@Reducer
struct ReusableComponents {
  @ObservableState
  struct State: Equatable {
    var books: IdentifiedArrayOf<BookRow.State> = [
      BookRow.State(id: "tides", title: "The Book of Tides"),
      BookRow.State(id: "keep-lanterns", title: "Lanterns at Dusk", isFavorite: true),
      BookRow.State(id: "orchard", title: "A Year in the Orchard"),
    ]
    var bookOfTheWeek = Favoriting.State(id: "compass")
  }

  enum Action: Equatable {
    case bookOfTheWeek(Favoriting.Action)
    case books(IdentifiedActionOf<BookRow>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.bookOfTheWeek, action: \.bookOfTheWeek) {
      Favoriting()
    }
    EmptyReducer()
      .forEach(\.books, action: \.books) {
        BookRow()
      }
  }
}

/// The book of the week with its button, then every book with its own.
struct ReusableComponentsView: View {
  let store: StoreOf<ReusableComponents>

  var body: some View {
    VStack(alignment: .leading) {
      Text("The same favorite component in two features. The second book cannot be forgotten.")
        .foregroundColor(.gray)
      HStack {
        Text("Book of the week: The Compass Rose")
        FavoriteButton(store: store.scope(state: \.bookOfTheWeek, action: \.bookOfTheWeek))
      }
      Text("Books").bold()
      ForEach(store.scope(state: \.books, action: \.books)) { book in
        HStack {
          Text(book.title)
          FavoriteButton(store: book.scope(state: \.favorite, action: \.favorite))
        }
      }
    }
    .navigationTitle("Reusable components")
  }
}
