import ComposableArchitecture
import ComposableUI
import Foundation

/// A search that waits for typing to pause: each keystroke restarts a 300 ms debounce, so only
/// the query that stays put is searched, and a search still waiting is replaced by the next.
///
/// `.debounce(id:for:clock:)` measures the wait on the clock dependency, which tests control.
/// Upstream TCA spells it with a scheduler (`.debounce(id:for:scheduler:)`, which works here
/// too); code that must build against both can sleep on the clock inside the effect and make it
/// `.cancellable(id:cancelInFlight: true)`, as the search example does.
@Reducer
struct DebouncedSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var isSearching = false
    /// How many searches ran: typing "plum" quickly runs one, not four.
    var searchCount = 0
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
  }

  private enum CancelID { case search }

  /// How long the query must stay the same before it is searched.
  static let debounce = Duration.milliseconds(300)

  /// What there is to find.
  static let produce = [
    "Apple", "Apricot", "Artichoke", "Asparagus", "Aubergine", "Avocado", "Banana", "Beetroot",
    "Blackberry", "Blueberry", "Broccoli", "Cabbage", "Carrot", "Cauliflower", "Celery", "Cherry",
    "Chickpea", "Coconut", "Courgette", "Cranberry", "Cucumber", "Date", "Fennel", "Fig",
    "Garlic", "Gooseberry", "Grape", "Grapefruit", "Kale", "Kiwi", "Leek", "Lemon", "Lentil",
    "Lettuce", "Lime", "Mango", "Melon", "Mushroom", "Nectarine", "Olive", "Onion", "Orange",
    "Papaya", "Parsnip", "Peach", "Pear", "Pepper", "Pineapple", "Plum", "Pomegranate", "Potato",
    "Pumpkin", "Quince", "Radish", "Raspberry", "Rhubarb", "Spinach", "Strawberry", "Tomato",
    "Turnip", "Watermelon",
  ]

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        let words = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !words.isEmpty else {
          // Nothing to look for: no search, and no count of results.
          state.results = []
          state.isSearching = false
          return .cancel(id: CancelID.search)
        }
        state.isSearching = true
        return .run { send in
          await send(.searchResponse(Self.produce.filter { $0.lowercased().contains(words) }))
        }
        .debounce(id: CancelID.search, for: Self.debounce, clock: clock)

      case .searchResponse(let results):
        state.isSearching = false
        state.results = results
        state.searchCount += 1
        return .none
      }
    }
  }
}

/// The query's field, and what it found once typing paused.
struct DebouncedSearchView: View {
  @Bindable var store: StoreOf<DebouncedSearch>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Results come 300 ms after the last keystroke.").foregroundColor(.gray)
      TextField("Fruit or vegetable", text: $store.query.sending(\.queryChanged))
      if store.isSearching {
        ProgressView("Searching…")
      } else if !store.query.trimmingCharacters(in: .whitespaces).isEmpty {
        let searches = store.searchCount == 1 ? "1 search" : "\(store.searchCount) searches"
        Text("\(store.results.count) found · \(searches) so far").foregroundColor(.gray)
      }
      ForEach(store.results, id: \.self) { name in
        Text(name)
      }
    }
    .navigationTitle("Debounced search")
  }
}
