// What code written against the original API gets from `import ComposableArchitectureLegacy`:
// OpenCombine stands in for Combine (publishers, `AnyCancellable`, `Scheduler`), with its
// Dispatch and Foundation schedulers; combine-schedulers provides `AnySchedulerOf`,
// `DispatchQueue.test` and `.immediate`; CasePaths provides the `/Enum.case` operator.
@_exported import CasePaths
@_exported import CombineSchedulers
@_exported import CustomDump
@_exported import Dispatch
@_exported import IdentifiedCollections
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
