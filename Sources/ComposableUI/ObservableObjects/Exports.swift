// The protocol and property wrapper that `@StateObject`, `@ObservedObject` and
// `@EnvironmentObject` work with, `ObservableObject` and `@Published`, come with this module, as
// they come with SwiftUI: from Combine on Apple platforms, from OpenCombine everywhere else.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import OpenCombineShim
#endif
