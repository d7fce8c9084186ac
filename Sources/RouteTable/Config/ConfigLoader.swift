// CONTRACT (skeleton): the config helper replaces the body; the public API stays.

extension RouteConfig {
  /// Reads and validates a config. Every problem is reported at once, in source order.
  public init(json bytes: some Collection<UInt8>) throws(ConfigError) {
    do {
      _ = try JSONReader.read(bytes)
    } catch {
      throw ConfigError(diagnostics: [
        Diagnostic(code: error.code, message: error.message, pointer: "", position: error.position)
      ])
    }
    self.init(
      version: 1, schemes: [], hosts: [], options: RouteOptions(), namedTypes: [], routes: [])
  }
}
