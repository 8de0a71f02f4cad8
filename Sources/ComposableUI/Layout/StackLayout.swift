/// How a stack sizes and places its views, SwiftUI's way, in whole cells.
///
/// Along the stack's axis, the space left after spacing is shared out one view at a time, the
/// least flexible first (the one whose size varies least between the smallest and the largest
/// offer), each offered an equal part of what is left; views of higher `layoutPriority` go
/// before the others. Spacers take what remains after every other view. Across the axis, each
/// view is offered the stack's whole length and placed by the stack's alignment.
struct StackLayout {
  var axis: Axis
  /// Where views go across the axis: the horizontal alignment of a vertical stack, or the
  /// vertical alignment of a horizontal one.
  var crossAlignment: Alignment
  var spacing: Int

  /// The layout of a view whose body is several views: a vertical stack, centered, without
  /// spacing.
  static let vertical = StackLayout(axis: .vertical, crossAlignment: .center, spacing: 0)

  /// The size of the stack for a proposal.
  @MainActor
  func sizeThatFits(_ proposal: ProposedSize, items: [_ViewNode]) -> Size {
    let sizes = self.sizes(for: proposal, items: items)
    var along = min(spacing, maximumLength) * max(items.count - 1, 0)
    var across = 0
    for size in sizes {
      along = saturatingAdd(along, size[axis])
      across = max(across, size[axis.cross])
    }
    return Size(along: axis, along, across: across)
  }

  /// Places each view in `frame` and draws it.
  @MainActor
  func draw(items: [_ViewNode], in frame: Rect, context: DrawContext) {
    let sizes = self.sizes(for: ProposedSize(frame.size), items: items)
    var position = axis == .horizontal ? frame.x : frame.y
    for (item, size) in zip(items, sizes) {
      let crossOffset: Int
      if axis == .horizontal {
        crossOffset = crossAlignment.vertical.offset(of: size.height, in: frame.height)
      } else {
        crossOffset = crossAlignment.horizontal.offset(of: size.width, in: frame.width)
      }
      let itemFrame =
        axis == .horizontal
        ? Rect(x: position, y: frame.y + crossOffset, size: size)
        : Rect(x: frame.x + crossOffset, y: position, size: size)
      // A `ScrollViewProxy` looking for its target learns where each view goes.
      ScrollTargetSearch.current?.place(item, in: itemFrame)
      position += min(size[axis], maximumLength) + min(spacing, maximumLength)
      // Views outside the visible area are not drawn: a long stack costs its sizes, not its
      // drawing.
      if itemFrame.intersects(context.clip) || itemFrame.isEmpty {
        context.draw(item, in: itemFrame)
      }
      if position >= (axis == .horizontal ? context.clip.maxX : context.clip.maxY) {
        break
      }
    }
  }

  /// Each view's size for the stack's proposal.
  @MainActor
  private func sizes(for proposal: ProposedSize, items: [_ViewNode]) -> [Size] {
    for item in items {
      item.containerAxis = axis
    }
    // One view is offered the whole proposal, which is what the shares below come to, without
    // measuring its flexibility or building the order: the common case of a body of one view.
    if items.count == 1, !items[0].isSpacer {
      return [items[0].size(for: proposal)]
    }
    var crossProposal = ProposedSize(width: nil, height: nil)
    crossProposal[axis.cross] = proposal[axis.cross]
    guard let available = proposal[axis] else {
      // An ideal size: every view at its own ideal length, spacers at none.
      return items.map { item in
        if item.isSpacer {
          return Size(along: axis, item.spacerMinimumLength, across: 0)
        }
        return item.size(for: crossProposal)
      }
    }
    var sizes = [Size](repeating: .zero, count: items.count)
    var remaining =
      available == Int.max
      ? Int.max : available - min(spacing, maximumLength) * max(items.count - 1, 0)
    // Spacers' minimum lengths are set aside first: the other views share what is left.
    let spacerMinimum = items.reduce(0) {
      $1.isSpacer ? saturatingAdd($0, min($1.spacerMinimumLength, maximumLength)) : $0
    }
    if remaining != Int.max { remaining -= spacerMinimum }

    // The least flexible first, by priority: the order in which views take their share.
    var order: [(index: Int, priority: Double, flexibility: Int)] = []
    order.reserveCapacity(items.count)
    var spacers: [Int] = []
    // What the views take when offered all the room they could use: when that fits, and each
    // takes the same offered all the room there is (a scroll view takes that room, not its
    // content's length), each gets it. Shares would otherwise hand a view that varies little
    // less than it needs while a view that varies more (a text that can wrap) needs less than
    // its share: a stack placed at its own ideal length would then cut a label it has room for.
    var largestSizes = sizes
    var largestTotal = 0
    for (index, item) in items.enumerated() {
      if item.isSpacer {
        spacers.append(index)
        continue
      }
      var smallest = crossProposal
      smallest[axis] = 0
      var largest = crossProposal
      largest[axis] = Int.max
      let largestSize = item.size(for: largest)
      largestSizes[index] = largestSize
      largestTotal = saturatingAdd(largestTotal, min(largestSize[axis], maximumLength))
      let flexibility =
        largestSize[axis] == Int.max
        ? Int.max : largestSize[axis] - item.size(for: smallest)[axis]
      order.append((index, item.layoutPriority, flexibility))
    }
    var allRoom = crossProposal
    allRoom[axis] = remaining
    if remaining != Int.max, largestTotal <= remaining,
      order.allSatisfy({
        items[$0.index].size(for: allRoom)[axis] == largestSizes[$0.index][axis]
      })
    {
      for entry in order {
        sizes[entry.index] = largestSizes[entry.index]
      }
      remaining -= largestTotal
      order.removeAll()
    }
    order.sort { lhs, rhs in
      if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
      if lhs.flexibility != rhs.flexibility { return lhs.flexibility < rhs.flexibility }
      return lhs.index < rhs.index
    }

    var left = order.count
    for entry in order {
      var offer = crossProposal
      offer[axis] = remaining == Int.max ? Int.max : max(remaining, 0) / max(left, 1)
      let size = items[entry.index].size(for: offer)
      sizes[entry.index] = size
      if remaining != Int.max {
        remaining -= min(size[axis], maximumLength)
      }
      left -= 1
    }

    // Spacers share what is left (with their minimums), equally where they can, the first ones
    // taking any odd cell; a spacer whose share is below its minimum gets its minimum, and the
    // others share the rest.
    var spacerTotal = remaining == Int.max ? spacerMinimum : max(remaining, 0) + spacerMinimum
    var open = spacers
    while !open.isEmpty {
      let share = spacerTotal / open.count
      let short = open.filter { items[$0].spacerMinimumLength > share }
      if short.isEmpty {
        for (position, index) in open.enumerated() {
          let extra = position < spacerTotal % open.count ? 1 : 0
          sizes[index] = Size(along: axis, share + extra, across: 0)
        }
        break
      }
      for index in short {
        sizes[index] = Size(along: axis, items[index].spacerMinimumLength, across: 0)
        spacerTotal -= items[index].spacerMinimumLength
      }
      open.removeAll { short.contains($0) }
    }
    return sizes
  }
}
