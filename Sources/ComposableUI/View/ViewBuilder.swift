/// Builds a view from the statements of a closure, as in a view's `body`: several views in a row,
/// `if`, `if`/`else`, `switch`, `if let`, and declarations such as `let _ = …`.
///
/// Each statement keeps its place in the result's type, which is what gives every view its
/// structural identity: the two branches of an `if`/`else` are different views, even when they
/// are of the same type.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// A view as a statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of several views, each keeping its position.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else`: the view, or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch, erased so that its type can be named on every platform.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
