// swift-tools-version: 6.2
// A user's package whose test target forgot IssueReportingTestSupport. Its one test makes a wrong
// TestStore assertion: `swift test` here must fail, and say which dependency to add. CI checks
// both (.ci/run).
import Foundation
import PackageDescription

/// The library's checkout, three levels up; its package identity is its folder's name.
let library = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let package = Package(
  name: "MissingTestSupport",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: library.path)
  ],
  targets: [
    .testTarget(
      name: "FeatureTests",
      dependencies: [
        .product(name: "ComposableArchitecture", package: library.lastPathComponent)
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
