/// Where the config is read from: `-c/--config PATH`, else `$LINKCHECK_CONFIG`, else
/// `./linkcheck.json` (docs/config.md).
struct ConfigLocation: Hashable, Sendable {
  /// How the path was chosen, which decides what an error message says.
  enum Origin: Hashable, Sendable {
    case option
    case environment
    case defaultPath
  }

  static let environmentVariable = "LINKCHECK_CONFIG"
  static let defaultPath = "linkcheck.json"

  var path: String
  var origin: Origin

  /// The location chosen by the option value (if any) and the environment. An empty
  /// `LINKCHECK_CONFIG` counts as unset.
  init(option: String?, environment: [String: String]) {
    if let option {
      self.path = option
      self.origin = .option
    } else if let variable = environment[Self.environmentVariable], !variable.isEmpty {
      self.path = variable
      self.origin = .environment
    } else {
      self.path = Self.defaultPath
      self.origin = .defaultPath
    }
  }
}
