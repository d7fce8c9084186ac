/// The version `--version` prints.
enum Version {
  static let number = "0.1.0"
  /// `linkcheck 0.1.0`.
  static let text = "linkcheck \(number)"
}
