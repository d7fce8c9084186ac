/// One problem found in a config: what is wrong, where, and how to fix it.
///
/// The library never prints; callers render diagnostics (the CLI adds the file name and a source
/// excerpt with a caret).
public struct Diagnostic: Hashable, Sendable {
  /// Whether the problem stops the config from loading.
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
  }

  public var severity: Severity
  /// A stable, kebab-case identifier of the kind of problem, e.g. `unknown-key`.
  public var code: String
  /// One line, lowercase, no trailing period; user values quoted in `'…'`. The initializer
  /// escapes any character ``HiddenCharacter`` names, so that a key or value quoted from a
  /// hostile file cannot break the line.
  public var message: String
  /// The JSON Pointer of the offending value, e.g. `/routes/3/params/id` (`""` for the root).
  public var pointer: String
  /// Where in the source the offending value (or key) starts; `nil` when there is no position.
  public var position: SourcePosition?
  /// A known fix, e.g. `did you mean 'params'?`.
  public var help: String?

  public init(
    severity: Severity = .error, code: String, message: String, pointer: String,
    position: SourcePosition?, help: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = SafeText.escaped(message)
    self.pointer = pointer
    self.position = position
    self.help = help.map(SafeText.escaped)
  }
}
