import Foundation

// The collection operations that `onDelete` and `onMove` hand their offsets to, as SwiftUI
// provides them. `IdentifiedArray` has its own, which its users get.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at some offsets, as ``ForEach/onDelete(perform:)`` gives them.
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at some offsets before the element at `destination`, as
  /// ``ForEach/onMove(perform:)`` gives them: both counted in the collection as it is before
  /// the move, so that `destination` may be the end.
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset of the element to move them before, or the count to move them
  ///     to the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moved = source.map { all[$0] }
    var kept: [Element] = []
    kept.reserveCapacity(all.count - moved.count)
    var insertion = 0
    for (offset, element) in all.enumerated() {
      if offset == destination { insertion = kept.count }
      if !source.contains(offset) { kept.append(element) }
    }
    if destination >= all.count { insertion = kept.count }
    kept.insert(contentsOf: moved, at: insertion)
    for (index, element) in zip(indices, kept) {
      self[index] = element
    }
  }
}
