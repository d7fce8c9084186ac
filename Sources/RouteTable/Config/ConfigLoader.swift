extension RouteConfig {
  /// Reads and validates a config. Every problem is reported at once, in source order; JSON
  /// that does not parse is one problem, carrying the ``JSONSyntaxError``'s code.
  public init(json bytes: some Collection<UInt8>) throws(ConfigError) {
    let source = Array(bytes)
    let root: JSONValue
    do {
      root = try JSONReader.read(source)
    } catch {
      throw ConfigError(diagnostics: [
        Diagnostic(
          code: error.code, message: error.message, pointer: "", position: error.position,
          help: error.help)
      ])
    }
    var decoder = ConfigDecoder(source: source)
    guard let config = decoder.decodeConfig(root) else {
      throw ConfigError(diagnostics: decoder.sortedDiagnostics)
    }
    self = config
  }
}
