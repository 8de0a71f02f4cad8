/// A view whose content can scroll the scroll views and lists inside it, or around it, to show
/// a view with a given id.
///
/// ```swift
/// ScrollViewReader { proxy in
///   Button("Jump to 40") { proxy.scrollTo("Item 40") }
///   List {
///     ForEach(items, id: \.name) { item in Text(item.name) }
///   }
/// }
/// ```
///
/// The content is built with a ``ScrollViewProxy``; calling its
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` from an action (a button, `.onAppear`, `.task`)
/// scrolls the innermost ``ScrollView`` or ``List`` that holds the view with that id. The
/// targets are the views inside the reader's content: a view given an ``View/id(_:)``, or a row
/// of a ``ForEach``, identified by its element's id. The reader itself lays its content out as
/// a view's body does.
///
/// Call the proxy from actions, never from a body: the scroll happens in the next frame, when
/// the scroll view's layout is known.
public struct ScrollViewReader<Content: View>: View {
  /// Builds the content with a proxy that scrolls to views inside it.
  public var content: (ScrollViewProxy) -> Content

  /// A reader whose content gets a proxy to scroll with.
  ///
  /// - Parameter content: The content, built with a ``ScrollViewProxy``; keep the proxy for
  ///   actions, such as a button's.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, built with a proxy to this reader's node.
  public var body: some View {
    // The node evaluating this body is the reader's identity: the proxy searches below it, and
    // stays the same value across evaluations, so the content's views do not look changed.
    content(ScrollViewProxy(reader: EvaluationContext.current))
  }
}

/// Scrolls the scroll views and lists inside (or around) a ``ScrollViewReader`` to show a view.
///
/// ```swift
/// ScrollView {
///   ScrollViewReader { proxy in
///     Text("Fruits").id(headerID)
///     ForEach(fruits, id: \.name) { fruit in FruitView(fruit: fruit) }
///     Button("Scroll to top") { proxy.scrollTo(headerID) }
///   }
/// }
/// ```
///
/// A proxy is a value: keep it in closures, pass it to child views. Once its reader's identity
/// ends (the reader is no longer shown), it scrolls nothing.
public struct ScrollViewProxy: Sendable {
  /// The reader's node, whose descendants are the targets; `nil` once it is gone.
  private weak var reader: _ViewNode?

  init(reader: _ViewNode?) {
    self.reader = reader
  }

  /// Scrolls the innermost scroll view or list that holds the view with an id, so that the view
  /// shows.
  ///
  /// ```swift
  /// proxy.scrollTo("Item 40")                   // as little as it takes to show it whole
  /// proxy.scrollTo(message.id, anchor: .bottom) // at the bottom edge
  /// ```
  ///
  /// The view is the first, in reading order, of the reader's content with that id: a view with
  /// ``View/id(_:)``, or a row of a ``ForEach`` whose element has that id. A ``List`` scrolls by
  /// its rows: a `ForEach` row by its id (built or not yet), or a row or a section given an
  /// `.id(_:)`; a view inside a `ForEach` row is found by that row's id. An id that no view has
  /// does nothing. The scroll shows in the next frame; a terminal scrolls by whole cells, so an
  /// anchor between two rows lands on the upper one.
  ///
  /// - Parameters:
  ///   - id: The id of the view to show, compared as `AnyHashable`, as SwiftUI compares it: an
  ///     `Int` does not find a view whose id is a `String`.
  ///   - anchor: Which point of the view lines up with the same point of the scroll view:
  ///     `.top`, `.center`, `.bottom`, or any ``UnitPoint``. `nil` (the default) scrolls as
  ///     little as it takes to show the whole view, and not at all when it already shows.
  @MainActor
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let reader, reader.isMounted,
      let target = ScrollTarget.first(withID: AnyHashable(id), under: reader),
      let container = target.container
    else { return }
    reader.graph.scrollRequests.append(
      ScrollRequest(target: target, container: container, anchor: anchor))
    // The scroll happens in the next frame: one is asked for, as any change does.
    reader.graph.setNeedsUpdate()
  }
}
