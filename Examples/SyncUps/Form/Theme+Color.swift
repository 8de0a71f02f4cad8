import ComposableUI
import SyncUpsModels

extension Theme {
  /// The terminal color the theme is drawn in.
  public var color: Color {
    switch self {
    case .coral: .red
    case .forest: .green
    case .lavender: .magenta
    case .ocean: .blue
    case .sunflower: .yellow
    case .teal: .cyan
    }
  }
}
