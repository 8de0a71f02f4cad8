/// The elements inside an element, in order.
///
/// Most elements hold a few, in one array. A list of thousands of rows holds them in chunks of
/// ``chunkSize``, so that the next frame of a list where one row changed shares every other
/// chunk with this one: building it takes a reference to each chunk, not to each row, and
/// comparing the two frames skips the shared chunks at once.
package struct HTMLChildren: RandomAccessCollection, Sendable {
  /// How many rows a chunk of a list holds: every chunk but the last holds this many.
  package static let chunkSize = 64

  private enum Storage: Sendable {
    case flat([HTMLElement])
    /// Every chunk but the last holds ``chunkSize`` elements; none is empty.
    case chunked([[HTMLElement]])
  }

  private let storage: Storage
  /// How many elements there are.
  package let count: Int

  /// Elements in one array.
  package init(_ elements: [HTMLElement]) {
    storage = .flat(elements)
    count = elements.count
  }

  /// Elements in chunks, as a list keeps them between frames.
  ///
  /// - Parameter chunks: Chunks of ``chunkSize`` elements, but the last, which may hold fewer;
  ///   none empty.
  package init(chunks: [[HTMLElement]]) {
    assert(
      chunks.dropLast().allSatisfy { $0.count == Self.chunkSize }
        && chunks.last.map { !$0.isEmpty && $0.count <= Self.chunkSize } ?? true,
      "Chunks of \(Self.chunkSize) elements, but the last")
    storage = .chunked(chunks)
    count = chunks.reduce(0) { $0 + $1.count }
  }

  /// The first position: 0.
  package var startIndex: Int { 0 }
  /// The position past the last: ``count``.
  package var endIndex: Int { count }

  /// The element at a position.
  package subscript(position: Int) -> HTMLElement {
    switch storage {
    case .flat(let elements):
      elements[position]
    case .chunked(let chunks):
      chunks[position / Self.chunkSize][position % Self.chunkSize]
    }
  }

  /// The positions at which `old` and `new`, of the same count, hold different elements (not
  /// the same object), compared in place; chunks the two share are skipped whole.
  static func differences(between old: Self, and new: Self) -> [Int] {
    precondition(old.count == new.count)
    var changed: [Int] = []
    func compare(_ old: [HTMLElement], _ new: [HTMLElement], from start: Int) {
      // Read below without bounds checks: the chunks at one index of two lists of the same
      // count hold as many elements.
      precondition(old.count == new.count)
      // In place: taking a reference to each of thousands of elements costs more than the
      // comparison.
      old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          guard old.baseAddress != new.baseAddress else { return }
          for index in old.indices where old[index] !== new[index] {
            changed.append(start + index)
          }
        }
      }
    }
    switch (old.storage, new.storage) {
    case (.chunked(let oldChunks), .chunked(let newChunks))
    where oldChunks.count == newChunks.count:
      for index in oldChunks.indices {
        compare(oldChunks[index], newChunks[index], from: index * chunkSize)
      }
    case (.flat(let old), .flat(let new)):
      compare(old, new, from: 0)
    default:
      for index in 0..<old.count where old[index] !== new[index] {
        changed.append(index)
      }
    }
    return changed
  }
}

extension HTMLChildren: ExpressibleByArrayLiteral {
  /// Elements written as an array, in one array.
  package init(arrayLiteral elements: HTMLElement...) {
    self.init(elements)
  }
}
