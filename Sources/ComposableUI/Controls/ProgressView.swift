/// A view that shows progress toward completing a task, or that a task is under way.
///
/// ```swift
/// ProgressView()                                   // …
/// ProgressView("Loading")                          // … Loading
/// ProgressView(value: 0.25)                        // █████░░░░░░░░░░░░░░░
/// ProgressView("Downloading", value: 3.0, total: 4)
/// ```
///
/// A task of known length draws a bar of `█` and `░` as wide as it is offered (20 cells when it
/// is asked for its ideal size), with its title on the line above. A task of unknown length (no
/// value, or `nil`) draws "…" before its title: a still frame, since the terminal only redraws
/// when something changes.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// The title, shown above a bar or after "…".
  let title: String?
  /// How much is done, from 0 to 1; `nil` when unknown.
  let fraction: Double?

  /// A primitive view: the view graph draws it, and has no body to evaluate.
  public var body: Never { primitiveBody(Self.self) }

  /// Makes the view's node. Part of how views plug into the view graph.
  public static func _makeNode(_ view: Self, inputs: _ViewInputs) -> _ViewNode {
    LeafNode(view, inputs: inputs)
  }

  /// Gives the view's node its new value. Part of how views plug into the view graph.
  public static func _updateNode(_ node: _ViewNode, with view: Self, inputs: _ViewInputs) {
    unsafeDowncast(node, to: LeafNode<Self>.self).update(view, inputs: inputs)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A task under way, of unknown length.
  public init() {
    title = nil
    fraction = nil
  }

  /// Progress toward a total.
  ///
  /// - Parameters:
  ///   - value: How much is done, from 0 to `total`; `nil` when unknown. A value outside the
  ///     range is drawn at its nearest end, and NaN as nothing done.
  ///   - total: How much there is to do.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    title = nil
    fraction = value.map { progressFraction(Double($0), total: Double(total)) }
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A task under way, of unknown length, with a title.
  ///
  /// - Parameter title: What is under way.
  public init(_ title: String) {
    self.title = title
    fraction = nil
  }

  /// Progress toward a total, with a title.
  ///
  /// - Parameters:
  ///   - title: What is under way, shown above the bar.
  ///   - value: How much is done, from 0 to `total`; `nil` when unknown. A value outside the
  ///     range is drawn at its nearest end, and NaN as nothing done.
  ///   - total: How much there is to do.
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
    self.title = title
    fraction = value.map { progressFraction(Double($0), total: Double(total)) }
  }
}

/// How much of `total` is done, from 0 to 1: NaN counts as nothing, and a total that is not
/// positive as nothing to show.
func progressFraction(_ value: Double, total: Double) -> Double {
  guard total > 0, !value.isNaN else { return 0 }
  let fraction = min(max(value, 0), total) / total
  return fraction.isNaN ? 0 : fraction
}

extension ProgressView: LeafView {
  /// The width of a bar asked for its ideal size.
  private static var idealBarWidth: Int { 20 }
  /// What a task of unknown length shows.
  private static var indeterminateGlyph: String { "…" }

  func sizeThatFits(_ proposal: ProposedSize, in node: LeafNode<Self>) -> Size {
    let titleWidth = title.map { DisplayWidth.of($0) }
    guard fraction != nil else {
      // "…", and the title after a space.
      return Size(width: titleWidth.map { $0 + 2 } ?? 1, height: 1)
    }
    let height = title == nil ? 1 : 2
    guard let width = proposal.width else {
      return Size(width: max(Self.idealBarWidth, titleWidth ?? 0), height: height)
    }
    // A bar stretches, as a `.frame(maxWidth: .infinity)` would.
    return Size(width: max(width, 0), height: height)
  }

  func draw(in frame: Rect, node: LeafNode<Self>, context: DrawContext) {
    let style = node.environment.textAttributes.cellStyle(over: context.baseStyle)
    context.clipped(to: frame) {
      guard let fraction else {
        let text = title.map { Self.indeterminateGlyph + " " + $0 } ?? Self.indeterminateGlyph
        context.write(text[...], column: frame.x, row: frame.y, style: style)
        return
      }
      var row = frame.y
      if let title {
        context.write(title[...], column: frame.x, row: row, style: style)
        row += 1
      }
      // Whole cells only, rounded down, so that a full bar means done; the small allowance
      // keeps 0.29 × 100 from drawing 28 cells.
      let filled = min(Int((fraction * Double(frame.width) + 1e-9).rounded(.down)), frame.width)
      // Only the cells that can show are built: a bar offered "as much as you like" is long.
      let shown = max(min(frame.width, context.clip.maxX - frame.x), 0)
      let bar =
        String(repeating: "█", count: min(filled, shown))
        + String(repeating: "░", count: shown - min(filled, shown))
      context.write(bar[...], column: frame.x, row: row, style: style)
    }
  }
}
