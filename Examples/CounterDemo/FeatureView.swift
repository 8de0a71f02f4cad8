import ComposableArchitecture
import ComposableUI

/// The README's feature on screen: the count with its two buttons, the fact button, and the fact
/// in an alert.
struct FeatureView: View {
  let store: StoreOf<Feature>

  var body: some View {
    VStack(spacing: 1) {
      Text("Counter + number fact").bold()
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("count: \(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      Button("Number fact") { store.send(.numberFactButtonTapped) }
        .disabled(store.isLoadingFact)
      if store.isLoadingFact {
        Text("loading fact…").foregroundColor(.gray)
      }
      Text("Tab moves · Enter presses · Ctrl-C quits").foregroundColor(.gray)
    }
    .padding()
    .border(.blue)
    .alert(
      "Number fact",
      isPresented: Binding(
        get: { store.numberFact != nil },
        set: { isPresented in
          if !isPresented { store.send(.factAlertDismissed) }
        })
    ) {
      Button("OK") {}
    } message: {
      Text(store.numberFact ?? "")
    }
  }
}
