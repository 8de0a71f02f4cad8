// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// The platforms without Combine, where the original API builds on OpenCombine.
let nonApple: [Platform] = [.linux, .android, .windows, .wasi, .openbsd]

/// The optional dependencies, each built only with its package trait.
let swiftLog = Target.Dependency.product(
  name: "Logging", package: "swift-log", condition: .when(traits: ["SwiftLog"]))
let tracing = Target.Dependency.product(
  name: "Tracing", package: "swift-distributed-tracing",
  condition: .when(traits: ["DistributedTracing"]))
let inMemoryTracing = Target.Dependency.product(
  name: "InMemoryTracing", package: "swift-distributed-tracing",
  condition: .when(traits: ["DistributedTracing"]))
/// The browser renderer's server, built only with the `Web` trait.
let hummingbird = Target.Dependency.product(
  name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"]))
let hummingbirdWebSocket = Target.Dependency.product(
  name: "HummingbirdWebSocket", package: "hummingbird-websocket",
  condition: .when(traits: ["Web"]))
let composableUIWeb = Target.Dependency.target(
  name: "ComposableUIWeb", condition: .when(traits: ["Web"]))

let package = Package(
  name: "swift-composable-architecture-linux",
  platforms: [
    .macOS(.v14),
    .iOS(.v17),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "ComposableArchitectureLegacy", targets: ["ComposableArchitectureLegacy"]),
    .library(
      name: "ComposableArchitectureRecording", targets: ["ComposableArchitectureRecording"]),
    .library(name: "ComposableUI", targets: ["ComposableUI"]),
    .library(name: "ComposableUIWeb", targets: ["ComposableUIWeb"]),
    .executable(name: "counter-demo", targets: ["CounterDemo"]),
    .executable(name: "todos", targets: ["Todos"]),
    .executable(name: "search", targets: ["SearchApp"]),
    .executable(name: "tic-tac-toe", targets: ["TicTacToe"]),
    .executable(name: "sync-ups", targets: ["SyncUps"]),
    .executable(name: "case-studies", targets: ["CaseStudies"]),
    .executable(name: "session-timeline", targets: ["SessionTimeline"]),
    .executable(name: "signpost-demo", targets: ["SignpostDemo"]),
  ],
  // What the core links only when asked: each adds a dependency, and the API built on it, to
  // `ComposableArchitecture` itself, so that code written against upstream keeps its spelling.
  traits: [
    .trait(
      name: "SwiftLog",
      description: "`_printChanges(.logger(_:level:))`: print changes through swift-log."
    ),
    .trait(
      name: "DistributedTracing",
      description:
        "`signpost(_:tracer:)`: a span per action and per effect, through swift-distributed-tracing."
    ),
    .trait(
      name: "Web",
      description:
        "`ComposableUIWeb`: views served live to a browser, through hummingbird and its WebSocket support."
    ),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    // The browser renderer's server (the `Web` trait). hummingbird's own traits add a
    // configuration library the server does not use.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // A page's socket in tests, over a swift-nio connection (already built for hummingbird;
    // hummingbird's test client would build BoringSSL).
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        // Already built for swift-dependencies (`\.mainQueue`): the scheduler spellings of
        // `debounce` and `throttle` use them, with OpenCombine's `Scheduler` where there is no
        // Combine.
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(
          name: "OpenCombineShim", package: "OpenCombine", condition: .when(platforms: nonApple)),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        swiftLog,
        tracing,
      ]
    ),
    .target(
      name: "ComposableArchitectureRecording",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "ComposableArchitectureLegacy",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Apple platforms have Combine itself; everywhere else, OpenCombine stands in.
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: nonApple)),
        .product(
          name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: nonApple)
        ),
        .product(
          name: "OpenCombineFoundation", package: "OpenCombine",
          condition: .when(platforms: nonApple)
        ),
        tracing,
      ]
    ),
    .target(
      name: "ComposableArchitectureMacrosSupport",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        "ComposableArchitectureMacrosSupport",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    // What every example's executable does the same way: its command line, full screen in the
    // terminal, served to browsers.
    .target(
      name: "ExampleSupport",
      dependencies: [
        "ComposableArchitecture", "ComposableArchitectureRecording", "ComposableUI",
        composableUIWeb,
      ],
      path: "Examples/Support"
    ),
    .executableTarget(
      name: "CounterDemo",
      dependencies: ["ComposableArchitecture", "ComposableUI", "ExampleSupport"],
      path: "Examples/CounterDemo"
    ),
    .executableTarget(
      name: "SignpostDemo",
      dependencies: [
        "ComposableArchitecture",
        tracing,
        inMemoryTracing,
      ],
      path: "Examples/SignpostDemo"
    ),
    // The example apps: each feature a library with its views, a thin executable, tests per
    // feature.
    .target(
      name: "TodosFeature",
      dependencies: ["ComposableArchitecture", "ComposableUI"],
      path: "Examples/Todos/TodosFeature"
    ),
    .executableTarget(
      name: "Todos",
      dependencies: ["ComposableArchitecture", "ExampleSupport", "TodosFeature"],
      path: "Examples/Todos/App"
    ),
    .testTarget(
      name: "TodosFeatureTests",
      dependencies: [
        "ComposableArchitecture",
        "ComposableUI",
        "TodosFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "SearchFeature",
      dependencies: ["ComposableArchitecture", "ComposableUI"],
      path: "Examples/Search/SearchFeature",
      exclude: ["Resources/ABOUT.md"],
      resources: [.copy("Resources/cities.json")]
    ),
    .executableTarget(
      name: "SearchApp",
      dependencies: [
        "ComposableArchitecture", "ComposableArchitectureRecording", "ExampleSupport",
        "SearchFeature",
      ],
      path: "Examples/Search/App"
    ),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "ComposableArchitecture",
        "ComposableUI",
        "SearchFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Tic-tac-toe: a module per screen (login, two-factor, new game, game), each with its
    // views and its tests, the authentication client on its own, and the app that composes them.
    .target(
      name: "TicTacToeAuthentication",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/TicTacToe/Authentication"
    ),
    .target(
      name: "TicTacToeTwoFactor",
      dependencies: ["TicTacToeAuthentication", "ComposableArchitecture", "ComposableUI"],
      path: "Examples/TicTacToe/TwoFactor"
    ),
    .target(
      name: "TicTacToeLogin",
      dependencies: [
        "TicTacToeAuthentication", "ComposableArchitecture", "ComposableUI", "TicTacToeTwoFactor",
      ],
      path: "Examples/TicTacToe/Login"
    ),
    .target(
      name: "TicTacToeGame",
      dependencies: ["ComposableArchitecture", "ComposableUI"],
      path: "Examples/TicTacToe/Game"
    ),
    .target(
      name: "TicTacToeNewGame",
      dependencies: ["ComposableArchitecture", "ComposableUI", "TicTacToeGame"],
      path: "Examples/TicTacToe/NewGame"
    ),
    .target(
      name: "TicTacToeAppFeature",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "TicTacToeLogin", "TicTacToeNewGame",
      ],
      path: "Examples/TicTacToe/AppFeature"
    ),
    .executableTarget(
      name: "TicTacToe",
      dependencies: [
        "TicTacToeAppFeature", "TicTacToeAuthentication", "TicTacToeLogin",
        "ComposableArchitecture", "ExampleSupport",
      ],
      path: "Examples/TicTacToe/App"
    ),
    .testTarget(
      name: "TicTacToeTwoFactorTests",
      dependencies: [
        "TicTacToeAuthentication", "ComposableArchitecture", "ComposableUI", "TicTacToeTwoFactor",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "TicTacToeLoginTests",
      dependencies: [
        "TicTacToeAuthentication", "ComposableArchitecture", "ComposableUI", "TicTacToeLogin",
        "TicTacToeTwoFactor",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "TicTacToeGameTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "TicTacToeGame",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "TicTacToeNewGameTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "TicTacToeGame", "TicTacToeNewGame",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "TicTacToeAppTests",
      dependencies: [
        "TicTacToeAppFeature", "TicTacToeAuthentication", "ComposableArchitecture", "ComposableUI",
        "TicTacToeGame", "TicTacToeLogin", "TicTacToeNewGame", "TicTacToeTwoFactor",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "SyncUpsModels",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/SyncUps/Models"
    ),
    .target(
      name: "SyncUpsFormFeature",
      dependencies: ["ComposableArchitecture", "ComposableUI", "SyncUpsModels"],
      path: "Examples/SyncUps/Form"
    ),
    .target(
      name: "SyncUpsListFeature",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsFormFeature", "SyncUpsModels",
      ],
      path: "Examples/SyncUps/List"
    ),
    .target(
      name: "SyncUpsDetailFeature",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsFormFeature", "SyncUpsModels",
      ],
      path: "Examples/SyncUps/Detail"
    ),
    .target(
      name: "SyncUpsMeetingFeature",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsFormFeature", "SyncUpsModels",
      ],
      path: "Examples/SyncUps/Meeting"
    ),
    .target(
      name: "SyncUpsAppFeature",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsDetailFeature", "SyncUpsListFeature",
        "SyncUpsMeetingFeature", "SyncUpsModels",
      ],
      path: "Examples/SyncUps/AppFeature"
    ),
    .executableTarget(
      name: "SyncUps",
      dependencies: [
        "ComposableArchitecture", "ExampleSupport", "SyncUpsAppFeature",
      ],
      path: "Examples/SyncUps/App"
    ),
    .testTarget(
      name: "SyncUpFormTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsFormFeature", "SyncUpsModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpDetailTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsDetailFeature", "SyncUpsFormFeature",
        "SyncUpsModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpsMeetingTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsMeetingFeature", "SyncUpsModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpsAppTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsAppFeature", "SyncUpsDetailFeature",
        "SyncUpsFormFeature", "SyncUpsListFeature", "SyncUpsMeetingFeature", "SyncUpsModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SyncUpsListTests",
      dependencies: [
        "ComposableArchitecture", "ComposableUI", "SyncUpsFormFeature", "SyncUpsListFeature",
        "SyncUpsModels",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "CaseStudiesFeature",
      dependencies: ["ComposableArchitecture", "ComposableArchitectureRecording", "ComposableUI"],
      path: "Examples/CaseStudies/CaseStudies"
    ),
    .executableTarget(
      name: "CaseStudies",
      dependencies: [
        "CaseStudiesFeature", "ExampleSupport",
      ],
      path: "Examples/CaseStudies/App"
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: [
        "CaseStudiesFeature", "ComposableArchitecture", "ComposableUI",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .executableTarget(
      name: "SessionTimeline",
      dependencies: ["ComposableArchitectureRecording"],
      path: "Tools/SessionTimeline"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        "ComposableArchitectureLegacy",
        "ComposableArchitectureRecording",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        inMemoryTracing,
        swiftLog,
        tracing,
      ]
    ),
    // Views shaped as SwiftUI's, with the terminal as their renderer: renderer-neutral code in
    // `Graph/`, the terminal in `Terminal/`.
    .target(
      name: "ComposableUI",
      dependencies: [
        "ComposableArchitecture",
        // `ObservableObject` and `@Published` for the object wrappers (`@StateObject`, …),
        // which SwiftUI users get from Combine. Already built for every user of the core:
        // swift-dependencies links it for its schedulers.
        .product(
          name: "OpenCombineShim", package: "OpenCombine", condition: .when(platforms: nonApple)),
      ]
    ),
    // The browser renderer's server: a page per session, patches over a WebSocket. Its sources
    // compile to nothing without the `Web` trait, so that a default build does not build a
    // server.
    .target(
      name: "ComposableUIWeb",
      dependencies: [
        "ComposableUI", hummingbird, hummingbirdWebSocket,
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Web"])),
        .product(
          name: "ServiceLifecycle", package: "swift-service-lifecycle",
          condition: .when(traits: ["Web"])),
      ],
      resources: [.copy("Resources/composable-ui.js"), .copy("Resources/composable-ui.css")]
    ),
    .testTarget(
      name: "ComposableUIWebTests",
      dependencies: ["ComposableUI", composableUIWeb, hummingbird]
        + ["NIOCore", "NIOPosix"].map {
          .product(name: $0, package: "swift-nio", condition: .when(traits: ["Web"]))
        }
    ),
    .testTarget(
      name: "ComposableUITests",
      dependencies: [
        "ComposableUI",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacrosSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
