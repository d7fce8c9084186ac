/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, Hashable, Sendable {
  /// Color only on a terminal, unless `NO_COLOR` is set (non-empty) or `TERM` is `dumb`.
  case auto
  /// Color whatever the stream and environment (an explicit flag beats `NO_COLOR`).
  case always
  case never

  /// Whether to color a stream of `kind` in `environment`.
  func isEnabled(for kind: StreamKind, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      kind == .terminal && (environment[Self.noColorVariable] ?? "").isEmpty
        && environment[Self.terminalVariable] != "dumb"
    }
  }

  static let noColorVariable = "NO_COLOR"
  static let terminalVariable = "TERM"
}
