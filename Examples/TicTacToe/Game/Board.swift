/// One of the two players: the one placing ❌ (who moves first) and the one placing ⭕️.
public enum Player: Equatable, Sendable {
  /// The player placing ⭕️.
  case o
  /// The player placing ❌, who moves first.
  case x

  /// Hands the turn to the other player.
  public mutating func toggle() {
    self = self == .x ? .o : .x
  }

  /// The player's mark, as the board shows it.
  public var label: String {
    switch self {
    case .o: "⭕️"
    case .x: "❌"
    }
  }
}

/// A tic-tac-toe board: three rows of three cells, each empty or taken by a player.
public struct Board: Equatable, Sendable {
  /// The cells, row by row, top to bottom.
  public private(set) var rows: [[Player?]]

  /// An empty board.
  public init() {
    self.rows = Array(repeating: Array(repeating: nil, count: 3), count: 3)
  }

  /// A board from its rows, top to bottom.
  public init(_ rows: [[Player?]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "A board is 3×3.")
    self.rows = rows
  }

  /// The player who took a square, if any; rows and columns count from 0, top left.
  public subscript(row row: Int, column column: Int) -> Player? {
    get { rows[row][column] }
    set { rows[row][column] = newValue }
  }

  /// The player holding a whole row, column or diagonal, if any.
  public var winner: Player? {
    for line in Self.lines {
      let players = line.map { self[row: $0.row, column: $0.column] }
      if let first = players[0], players.allSatisfy({ $0 == first }) {
        return first
      }
    }
    return nil
  }

  /// Whether every cell is taken.
  public var isFilled: Bool {
    rows.allSatisfy { row in row.allSatisfy { $0 != nil } }
  }

  /// The eight winning lines: three rows, three columns, two diagonals.
  private static let lines: [[(row: Int, column: Int)]] = {
    var lines: [[(row: Int, column: Int)]] = []
    for index in 0..<3 {
      lines.append((0..<3).map { (row: index, column: $0) })
      lines.append((0..<3).map { (row: $0, column: index) })
    }
    lines.append((0..<3).map { (row: $0, column: $0) })
    lines.append((0..<3).map { (row: $0, column: 2 - $0) })
    return lines
  }()
}
