extension ForEach {
  /// Rows for the elements of a collection held by a binding, each row given a binding to its
  /// element, so that a row can edit it in place.
  ///
  /// ```swift
  /// ForEach($store.recipe.ingredients) { $ingredient in
  ///   Toggle(ingredient.label, isOn: $ingredient.isInStock)
  /// }
  /// ```
  ///
  /// A row's binding follows its element by id (where SwiftUI's follows its index): it reads and
  /// writes the element with that id wherever it is now. Once the element is gone, it reads the
  /// element as it was when the row was built, and writes nothing.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - content: The view for an element, given a binding to it.
  public init<Elements: MutableCollection & RandomAccessCollection>(
    _ data: Binding<Elements>,
    @ViewBuilder content: @escaping (Binding<Elements.Element>) -> Content
  )
  where
    Elements.Element: Identifiable, Data == [Binding<Elements.Element>],
    ID == Elements.Element.ID
  {
    let elements = data.wrappedValue
    self.data = zip(elements.indices, elements).map { index, element in
      elementBinding(data, at: index, element: element)
    }
    self.content = content
    // The rows were made for these elements: reading each row's binding would read the whole
    // collection once per row.
    let ids = elements.map(\.id)
    self.ids = { _ in ids }
  }
}

/// A binding to the element of `data` with `element`'s id, looked for first at `index`, where it
/// was when the binding was made.
@MainActor
private func elementBinding<Elements: MutableCollection & RandomAccessCollection>(
  _ data: Binding<Elements>, at index: Elements.Index, element: Elements.Element
) -> Binding<Elements.Element> where Elements.Element: Identifiable {
  let id = element.id
  func position(in elements: Elements) -> Elements.Index? {
    if elements.indices.contains(index), elements[index].id == id { return index }
    return elements.firstIndex { $0.id == id }
  }
  return Binding(
    get: {
      let elements = data.wrappedValue
      return position(in: elements).map { elements[$0] } ?? element
    },
    set: { newValue in
      guard let position = position(in: data.wrappedValue) else { return }
      data.wrappedValue[position] = newValue
    }
  )
}
