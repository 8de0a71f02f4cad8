import Testing

@testable import ComposableUI

@Suite struct KeyedDiffTests {
  @Test func identicalListsNeedNoOperations() {
    let keys = ["a", "b", "c"]
    let diff = KeyedDiff(old: keys, new: keys)
    #expect(diff.isEmpty)
    #expect(diff.removals.isEmpty)
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions.isEmpty)
    #expect(Self.pairs(diff) == [[0, 0], [1, 1], [2, 2]])
  }

  @Test func emptyListsNeedNoOperations() {
    let diff = KeyedDiff<String>(old: [], new: [])
    #expect(diff.isEmpty)
    #expect(diff.kept.isEmpty)
  }

  @Test func appendInsertsAtTheEnd() {
    let old = ["a", "b", "c"]
    let new = ["a", "b", "c", "d"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals.isEmpty)
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions == [3])
    #expect(Self.pairs(diff) == [[0, 0], [1, 1], [2, 2]])
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func prependInsertsAtTheStartWithoutMoves() {
    let old = ["a", "b", "c"]
    let new = ["z", "a", "b", "c"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals.isEmpty)
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions == [0])
    #expect(Self.pairs(diff) == [[0, 1], [1, 2], [2, 3]])
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func removingFromTheMiddleRemovesOnlyThatRow() {
    let old = ["a", "b", "c", "d"]
    let new = ["a", "c", "d"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals == [1])
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions.isEmpty)
    #expect(Self.pairs(diff) == [[0, 0], [2, 1], [3, 2]])
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func swappingTwoRowsMovesOne() {
    let old = ["a", "b", "c", "d"]
    let new = ["a", "c", "b", "d"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals.isEmpty)
    #expect(diff.insertions.isEmpty)
    // "c" stays (a longest run in order is a, c, d); "b" leaves offset 1 and, out of the list,
    // goes back at offset 2, after "c".
    #expect(diff.moves == [KeyedDiff<String>.Move(from: 1, to: 2)])
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func movingTheLastRowFirstIsOneMove() {
    let old = ["a", "b", "c", "d"]
    let new = ["d", "a", "b", "c"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.moves == [KeyedDiff<String>.Move(from: 3, to: 0)])
    #expect(diff.removals.isEmpty)
    #expect(diff.insertions.isEmpty)
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test(arguments: [2, 3, 10, 64])
  func reversingNRowsTakesNMinusOneMoves(count: Int) {
    let old = Array(0..<count)
    let new = Array(old.reversed())
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.moves.count == count - 1)
    #expect(diff.removals.isEmpty)
    #expect(diff.insertions.isEmpty)
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func allNewRowsRemoveEverythingAndInsertEverything() {
    let old = ["a", "b"]
    let new = ["c", "d", "e"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals == [1, 0])
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions == [0, 1, 2])
    #expect(diff.kept.isEmpty)
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func removingEverythingRemovesHighestFirst() {
    let old = ["a", "b", "c"]
    let diff = KeyedDiff(old: old, new: [])
    #expect(diff.removals == [2, 1, 0])
    #expect(diff.moves.isEmpty)
    #expect(diff.insertions.isEmpty)
    #expect(diff.kept.isEmpty)
    #expect(diff.apply(to: old, new: [String]()).isEmpty)
  }

  @Test func movesCountOnlyRowsOnBothSides() {
    // Removals run first, so "d" moves within [b, c, d], and "x" is inserted after the move.
    let old = ["a", "b", "c", "d"]
    let new = ["d", "x", "b", "c"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.removals == [0])
    #expect(diff.moves == [KeyedDiff<String>.Move(from: 2, to: 0)])
    #expect(diff.insertions == [1])
    #expect(Self.pairs(diff) == [[3, 0], [1, 2], [2, 3]])
    #expect(diff.apply(to: old, new: new) == new)
  }

  @Test func keptRowsAreTheOldRowsUpdatedInPlace() {
    struct Row: Equatable {
      var key: String
      var isOld: Bool
    }
    let oldKeys = ["a", "b", "c", "d", "e"]
    let newKeys = ["e", "c", "y", "a", "d"]
    let diff = KeyedDiff(old: oldKeys, new: newKeys)
    let rows = diff.apply(
      to: oldKeys.map { Row(key: $0, isOld: true) },
      new: newKeys.map { Row(key: $0, isOld: false) })
    #expect(rows.map(\.key) == newKeys)
    #expect(rows.map(\.isOld) == [true, true, false, true, true])
    for pair in diff.kept {
      #expect(oldKeys[pair.old] == newKeys[pair.new])
    }
  }

  @Test func duplicateKeysStillProduceNew() {
    let old = ["a", "a", "b", "a"]
    let new = ["b", "a", "a", "c"]
    let diff = KeyedDiff(old: old, new: new)
    #expect(diff.apply(to: old, new: new) == new)
    // Only first occurrences pair up.
    #expect(Self.pairs(diff) == [[2, 0], [0, 1]])
  }

  @Test func longestIncreasingSubsequenceIsIncreasingAndLongest() {
    #expect(longestIncreasingSubsequence([]).isEmpty)
    #expect(longestIncreasingSubsequence([7]) == [0])
    #expect(longestIncreasingSubsequence([3, 2, 1]).count == 1)
    let values = [5, 1, 6, 2, 7, 3, 8, 4, 0]
    let run = longestIncreasingSubsequence(values)
    #expect(run.count == 4)
    #expect(run == run.sorted())
    #expect(zip(run, run.dropFirst()).allSatisfy { values[$0] < values[$1] })

    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let values = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Int.random(in: 0..<20, using: &generator)
      }
      let run = longestIncreasingSubsequence(values)
      #expect(run.count == Self.lengthOfLongestIncreasingRun(values))
      #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
    }
  }

  @Test func randomEditsReplayToNewWithTheFewestMoves() {
    var generator = SplitMix64(seed: 0x4B45_5945_4444_4946)
    for trial in 0..<300 {
      // Keys 0..<100 in random order: old takes at most 40, insertions come from the last 40.
      var pool = Array(0..<100)
      pool.shuffle(using: &generator)
      let old = Array(pool.prefix(Int.random(in: 0...40, using: &generator)))
      var fresh = pool.suffix(40).makeIterator()

      let keepPercent = Int.random(in: 0...100, using: &generator)
      var new = old.filter { _ in Int.random(in: 0..<100, using: &generator) < keepPercent }
      if new.count > 1, Int.random(in: 0..<4, using: &generator) > 0 {
        let start = Int.random(in: 0..<new.count, using: &generator)
        let end = Int.random(in: start..<new.count, using: &generator)
        new[start...end].shuffle(using: &generator)
      }
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        guard let key = fresh.next() else { break }
        new.insert(key, at: Int.random(in: 0...new.count, using: &generator))
      }

      let diff = KeyedDiff(old: old, new: new)
      #expect(diff.apply(to: old, new: new) == new, "trial \(trial): \(old) → \(new)")
      for pair in diff.kept {
        #expect(old[pair.old] == new[pair.new], "trial \(trial)")
      }
      #expect(diff.removals == diff.removals.sorted(by: >), "trial \(trial)")
      #expect(diff.insertions == diff.insertions.sorted(), "trial \(trial)")
      #expect(diff.removals.count + diff.kept.count == old.count, "trial \(trial)")
      #expect(diff.insertions.count + diff.kept.count == new.count, "trial \(trial)")

      let newOffsetsInOldOrder = old.compactMap { new.firstIndex(of: $0) }
      let fewest =
        newOffsetsInOldOrder.count - Self.lengthOfLongestIncreasingRun(newOffsetsInOldOrder)
      #expect(diff.moves.count == fewest, "trial \(trial): \(old) → \(new)")
      #expect(diff.moves.allSatisfy { $0.from != $0.to }, "trial \(trial)")
      #expect(diff.isEmpty == (old == new), "trial \(trial)")
    }
  }

  /// The kept pairs as `[old, new]`, which compare.
  private static func pairs(_ diff: KeyedDiff<some Hashable>) -> [[Int]] {
    diff.kept.map { [$0.old, $0.new] }
  }

  /// The length of a longest strictly increasing subsequence, by the O(n²) recurrence: an
  /// independent check of the patience sort.
  private static func lengthOfLongestIncreasingRun(_ values: [Int]) -> Int {
    var longestEndingAt = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[start] + 1)
      }
    }
    return longestEndingAt.max() ?? 0
  }
}
