/// Records what views did, in order.
@MainActor
final class Log {
  var entries: [String] = []
}
