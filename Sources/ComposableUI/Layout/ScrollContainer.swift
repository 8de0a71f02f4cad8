/// A view whose content moves within it: `ScrollView`, `List`.
@MainActor
protocol ScrollContainer: AnyObject {
  /// Moves the content by `amount` (rows, or columns across a horizontal scroll view; positive
  /// shows what is further down); returns whether it moved.
  func scroll(by amount: Int) -> Bool

  /// How far one page moves.
  var pageLength: Int { get }
}
