@_exported import CasePaths
@_exported import Clocks
// Schedulers for code written with Combine's: `\.mainQueue`, `DispatchQueue.test`, `.immediate`
// (on OpenCombine where there is no Combine), as upstream exports them.
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
