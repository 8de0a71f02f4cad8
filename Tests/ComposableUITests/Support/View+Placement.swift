import Foundation

@testable import ComposableUI

extension View {
  /// The view at the screen's top-left corner: a frame that takes the whole screen, with the view
  /// at its top leading corner.
  ///
  /// The root view is centered on the screen, as SwiftUI centers a window's content; a layout
  /// test places its view here so that the rows and columns it asserts count from the corner.
  func atTopLeading() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
