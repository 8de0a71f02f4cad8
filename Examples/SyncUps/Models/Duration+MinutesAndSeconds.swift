extension Duration {
  /// The duration in whole minutes and seconds, as a timer shows it: `2:30`; `0:00` for a
  /// negative one.
  public var minutesAndSeconds: String {
    let seconds = max(0, Int(components.seconds))
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }
}
