// What code written against the original API gets from `import ComposableArchitectureLegacy`:
// Combine on Apple platforms, and elsewhere OpenCombine in its place (publishers,
// `AnyCancellable`, `Scheduler`) with its Dispatch and Foundation schedulers; combine-schedulers
// (`AnySchedulerOf`, `DispatchQueue.test`, `.immediate`); CasePaths (`/Enum.case`).
@_exported import CasePaths
@_exported import CombineSchedulers
@_exported import CustomDump
@_exported import Dispatch
@_exported import IdentifiedCollections

#if canImport(Combine)
  @_exported import Combine

  /// Combine's subscriber protocol, which a nested `Subscriber` type would otherwise hide.
  typealias CombineSubscriber = Combine.Subscriber
#else
  @_exported import OpenCombine
  @_exported import OpenCombineDispatch
  @_exported import OpenCombineFoundation

  /// Combine's subscriber protocol, which a nested `Subscriber` type would otherwise hide.
  typealias CombineSubscriber = OpenCombine.Subscriber
#endif
