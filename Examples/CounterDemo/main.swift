import ComposableArchitecture

// A command-line front end for the README's feature: it sends an action for each command you
// type and redraws whenever the store's state changes.

@MainActor
func render(_ state: Feature.State) {
  var line = "count: \(state.count)"
  if state.isLoadingFact { line += "  (loading fact…)" }
  if let fact = state.numberFact { line += "\n  fact: \(fact)" }
  print(line)
}

@MainActor
func runDemo() async {
  let store = Store(initialState: Feature.State()) {
    Feature()
  }
  print(
    """
    Counter + number fact, The Composable Architecture on Linux.
    Commands: + (increment), - (decrement), f (fact), d (dismiss fact), q (quit)
    """
  )
  render(store.state)
  let subscription = store.subscribe { render($0) }
  defer { subscription.cancel() }

  while let line = readLine() {
    switch line.trimmingCharacters(in: .whitespaces) {
    case "+": store.send(.incrementButtonTapped)
    case "-": store.send(.decrementButtonTapped)
    case "f": await store.send(.numberFactButtonTapped).finish()
    case "d": store.send(.factAlertDismissed)
    case "q": return
    case "": continue
    case let other: print("unknown command '\(other)'; use +, -, f, d or q")
    }
  }
}

await runDemo()
