import ComposableArchitecture
import ComposableUI

/// What decides whether a view is the same view from one update to the next, and so keeps its
/// `@State`: its place in the body's structure (an `if`'s two branches are two views; one
/// view with a changed modifier is one), an explicit `.id(_:)` (a new id is a new view), and a
/// `ForEach` row's key (a row keyed by its data follows the data; one keyed by its position
/// stays at the position). The store holds what the person changes; each tally's count is the
/// view's own `@State`, so what survives a change shows which views stayed the same.
@Reducer
struct ViewIdentity {
  @ObservableState
  struct State: Equatable {
    var fruits = ["Apple", "Banana", "Cherry"]
    var isHighlighted = false
    var keysArePositions = false
    var resetID = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case newIDButtonTapped
    case reverseButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .newIDButtonTapped:
        state.resetID += 1
        return .none
      case .reverseButtonTapped:
        state.fruits.reverse()
        return .none
      }
    }
  }
}

/// A count of taps that the view keeps in its own `@State`: a view that is replaced starts
/// again from zero.
struct Tally: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    HStack {
      Text("\(title): \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}

/// The three kinds of identity, each with a control that changes what its views are given.
struct ViewIdentityView: View {
  @Bindable var store: StoreOf<ViewIdentity>

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        Text("Tap the tallies, then change something: one that keeps its count is the same view.")
          .foregroundColor(.gray)

        Text("Structural identity").bold()
        Toggle("Highlighted", isOn: $store.isHighlighted)
        // Two branches: two views. Switching branches replaces the tally, and its count.
        if store.isHighlighted {
          Tally(title: "In an if").foregroundColor(.yellow)
        } else {
          Tally(title: "In an if")
        }
        // One view whose modifier changes: the same tally, its count kept.
        Tally(title: "Modifier changed").foregroundColor(store.isHighlighted ? .yellow : .primary)

        Text("Explicit identity").bold()
        Tally(title: "With .id(\(store.resetID))").id(store.resetID)
        Button("New id") { store.send(.newIDButtonTapped) }

        Text("ForEach keys").bold()
        // Switching takes the other branch of an `if`: new rows, every count from zero.
        Toggle("Keyed by position", isOn: $store.keysArePositions)
        Button("Reverse") { store.send(.reverseButtonTapped) }
        if store.keysArePositions {
          ForEach(store.fruits.indices, id: \.self) { index in
            Tally(title: store.fruits[index])
          }
        } else {
          ForEach(store.fruits, id: \.self) { fruit in
            Tally(title: fruit)
          }
        }
      }
    }
    .navigationTitle("View identity")
  }
}
