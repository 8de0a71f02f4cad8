/// How to turn a keyed list of children (a `ForEach`'s rows) into another with the fewest moves,
/// independently of what the rows are drawn with.
///
/// A renderer holding the old rows applies, in this order:
///
/// 1. `removals`, in the order listed (highest old offset first, so that the offsets still to
///    remove stay valid). What is left are the rows on both sides, in their old order.
/// 2. `moves`, in the order listed, each as `rows.insert(rows.remove(at: from), at: to)`: `from`
///    is the row's offset in the list as it is just before that move, and `to` its offset in the
///    list once it has been taken out (so in the list as it is just after the move). Both count
///    only the rows present on both sides, since removals have run and insertions have not.
/// 3. `insertions`, in the order listed (lowest new offset first), each inserting the row built
///    from `new[offset]` at `offset`. Inserting in increasing order puts every row at its final
///    offset, because all rows before it are then in place.
///
/// The rows in `kept` were neither removed nor inserted: the renderer updates each in place from
/// its new value (they may also have moved). `apply(to:new:)` replays all of this on arrays.
///
/// Keys are expected to be unique on each side; the caller reports duplicates. Should one slip
/// through, only its first occurrence on each side is matched, and later ones are removed and
/// inserted as distinct rows, so the operations still turn `old` into `new`.
struct KeyedDiff<Key: Hashable>: Sendable {
  /// A row taken out at `from` and put back at `to`; see the type's documentation for the
  /// coordinates.
  struct Move: Equatable, Sendable {
    let from: Int
    let to: Int
  }

  /// Offsets in `old` of the rows absent from `new`, highest first: the order to remove them in.
  let removals: [Int]
  /// The rows to move after the removals, in the order to apply them. There are as few as
  /// possible: the rows on both sides, less the longest run of them already in the new order.
  let moves: [Move]
  /// Offsets in `new` of the rows absent from `old`, lowest first: the order to insert them in.
  let insertions: [Int]
  /// The rows on both sides, as offsets in `old` and in `new`, in increasing new offset.
  let kept: [(old: Int, new: Int)]

  /// Whether `old` and `new` have the same keys in the same order, so that nothing but in-place
  /// updates of the `kept` rows is left to do.
  var isEmpty: Bool { removals.isEmpty && moves.isEmpty && insertions.isEmpty }

  /// Compares two lists of keys.
  init(old: [Key], new: [Key]) {
    // Matching first occurrences only keeps the pairing one-to-one even with duplicate keys.
    var firstInOld: [Key: Int] = [:]
    firstInOld.reserveCapacity(old.count)
    for (offset, key) in old.enumerated() where firstInOld[key] == nil {
      firstInOld[key] = offset
    }
    var firstInNew: [Key: Int] = [:]
    firstInNew.reserveCapacity(new.count)
    for (offset, key) in new.enumerated() where firstInNew[key] == nil {
      firstInNew[key] = offset
    }
    // -1 marks a row without a partner on the other side.
    var newForOld = [Int](repeating: -1, count: old.count)
    var oldForNew = [Int](repeating: -1, count: new.count)
    for (offset, key) in old.enumerated() where firstInOld[key] == offset {
      if let partner = firstInNew[key] {
        newForOld[offset] = partner
        oldForNew[partner] = offset
      }
    }

    var removals: [Int] = []
    for offset in old.indices.reversed() where newForOld[offset] < 0 {
      removals.append(offset)
    }
    var insertions: [Int] = []
    var kept: [(old: Int, new: Int)] = []
    // A common row's rank is its offset among the common rows in the new order: where it must
    // end up after the moves.
    var rankOfNew = [Int](repeating: -1, count: new.count)
    for offset in new.indices {
      if oldForNew[offset] < 0 {
        insertions.append(offset)
      } else {
        rankOfNew[offset] = kept.count
        kept.append((old: oldForNew[offset], new: offset))
      }
    }
    // The ranks in the old order: the list after the removals, which the moves must sort.
    var ranks: [Int] = []
    ranks.reserveCapacity(kept.count)
    for offset in old.indices where newForOld[offset] >= 0 {
      ranks.append(rankOfNew[newForOld[offset]])
    }

    self.removals = removals
    self.insertions = insertions
    self.kept = kept
    self.moves = Self.minimalMoves(sorting: ranks)
  }

  /// Replays the operations the way a renderer does, with arrays standing for rows: the result
  /// equals `new`, except that each kept row is still the element from `old` (which a renderer
  /// updates in place from `new[pair.new]`).
  ///
  /// `old` and `new` must be the lists (or parallel to the lists) the diff was computed from.
  func apply<Element>(to old: [Element], new: [Element]) -> [Element] {
    var rows = old
    for offset in removals {
      rows.remove(at: offset)
    }
    for move in moves {
      rows.insert(rows.remove(at: move.from), at: move.to)
    }
    for offset in insertions {
      rows.insert(new[offset], at: offset)
    }
    return rows
  }

  /// The fewest moves that sort `ranks`, a permutation of `0..<ranks.count`, in the coordinates
  /// described on the type.
  ///
  /// The rows that stay are a longest increasing run of ranks; every other row (a "mover") goes
  /// right after the row whose rank precedes its own, or to the front for rank 0.
  private static func minimalMoves(sorting ranks: [Int]) -> [Move] {
    let count = ranks.count
    // The common prefix and suffix are in place already, and extend any longest run of the
    // middle, so the search only needs the middle.
    var prefix = 0
    while prefix < count, ranks[prefix] == prefix {
      prefix += 1
    }
    var suffix = 0
    while suffix < count - prefix, ranks[count - 1 - suffix] == count - 1 - suffix {
      suffix += 1
    }
    guard prefix + suffix < count else { return [] }

    var stays = [Bool](repeating: false, count: count)
    for position in 0..<prefix {
      stays[position] = true
    }
    for position in (count - suffix)..<count {
      stays[position] = true
    }
    let middle = Array(ranks[prefix..<(count - suffix)])
    for position in longestIncreasingSubsequence(middle) {
      stays[prefix + position] = true
    }

    var positionOfRank = [Int](repeating: 0, count: count)
    for (position, positionRank) in ranks.enumerated() {
      positionOfRank[positionRank] = position
    }

    // Every arrangement the moves go through is a subsequence of one fixed order of "slots":
    // each row's old slot in the old order, and each mover's new slot right after the slot of
    // the row ranked just before it (staying rows end chains of movers with consecutive ranks).
    // A row's offset at any moment is then the number of occupied slots before its slot, which a
    // Fenwick tree answers in O(log n), and the moves may run in any order; they run by rank.
    var oldSlot = [Int](repeating: 0, count: count)
    var newSlot = [Int](repeating: 0, count: count)
    var slot = 0
    var rank = 0
    while rank < count, !stays[positionOfRank[rank]] {
      newSlot[positionOfRank[rank]] = slot
      slot += 1
      rank += 1
    }
    for position in 0..<count {
      oldSlot[position] = slot
      slot += 1
      guard stays[position] else { continue }
      rank = ranks[position] + 1
      while rank < count, !stays[positionOfRank[rank]] {
        newSlot[positionOfRank[rank]] = slot
        slot += 1
        rank += 1
      }
    }

    var occupied = FenwickTree(count: slot)
    for position in 0..<count {
      occupied.add(1, at: oldSlot[position])
    }
    var moves: [Move] = []
    moves.reserveCapacity(count - prefix - suffix)
    for moverRank in 0..<count where !stays[positionOfRank[moverRank]] {
      let position = positionOfRank[moverRank]
      let from = occupied.sum(before: oldSlot[position])
      occupied.add(-1, at: oldSlot[position])
      let to = occupied.sum(before: newSlot[position])
      occupied.add(1, at: newSlot[position])
      moves.append(Move(from: from, to: to))
    }
    return moves
  }
}

/// The offsets of one longest strictly increasing subsequence of `values`, in increasing order,
/// found in O(n log n) by patience sorting.
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  // tails[k] is the offset of the smallest value ending an increasing run of length k + 1 seen so
  // far; those values increase with k, which is what makes the binary search valid.
  var tails: [Int] = []
  // previous[i] is the offset before i in the run that ends at i, or -1 when i starts it.
  var previous = [Int](repeating: -1, count: values.count)
  for (offset, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if low > 0 {
      previous[offset] = tails[low - 1]
    }
    if low == tails.count {
      tails.append(offset)
    } else {
      tails[low] = offset
    }
  }
  var run = [Int](repeating: 0, count: tails.count)
  var cursor = tails.last ?? -1
  var index = tails.count - 1
  while index >= 0 {
    run[index] = cursor
    cursor = previous[cursor]
    index -= 1
  }
  return run
}

/// Counts over a fixed range of offsets with O(log n) updates and prefix sums.
private struct FenwickTree {
  /// One-based: node i covers the `i & -i` offsets ending at offset i - 1.
  private var nodes: [Int]

  init(count: Int) {
    nodes = [Int](repeating: 0, count: count + 1)
  }

  mutating func add(_ delta: Int, at offset: Int) {
    var node = offset + 1
    while node < nodes.count {
      nodes[node] += delta
      node += node & -node
    }
  }

  /// The sum over the offsets `0..<offset`.
  func sum(before offset: Int) -> Int {
    var total = 0
    var node = offset
    while node > 0 {
      total += nodes[node]
      node -= node & -node
    }
    return total
  }
}
