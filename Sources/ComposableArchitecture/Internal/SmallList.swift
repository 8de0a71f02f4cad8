/// A list that keeps its first element inline: most `send`s start one effect and are awaited
/// once, so a task list's entries and waiters then cost no array allocation.
struct SmallList<Element> {
  private var first: Element?
  private var rest: [Element] = []

  init() {}

  var isEmpty: Bool { first == nil }

  mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else {
      rest.append(element)
    }
  }

  func forEach(_ body: (Element) throws -> Void) rethrows {
    guard let first else { return }
    try body(first)
    try rest.forEach(body)
  }

  func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
    guard let first else { return true }
    return try predicate(first) && rest.allSatisfy(predicate)
  }
}
