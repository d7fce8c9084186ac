/// An apple-app-site-association file read and checked: what iOS would use, and every finding
/// (structure problems and lints, aasa.md §1.2–§1.5 and §3), in source order.
public struct AASAFile: Hashable, Sendable {
  /// iOS stops downloading a file larger than this many bytes (uncompressed).
  public static let maximumSize = 131_072

  /// The file as iOS reads it; `nil` when it is not JSON or not a JSON object.
  public var document: AASADocument?
  /// Errors and warnings, sorted by position (findings without one first).
  public var diagnostics: [Diagnostic]

  /// Reads and checks the bytes of a file.
  public init(json bytes: some Collection<UInt8>) {
    let source = Array(bytes)
    var diagnostics: [Diagnostic] = []
    if source.count > Self.maximumSize {
      diagnostics.append(
        Diagnostic(
          code: AASADiagnosticCode.tooLarge.rawValue,
          message:
            "the file is \(source.count) bytes; iOS ignores a file over \(Self.maximumSize) bytes",
          pointer: "", position: nil, help: "split the rules with wildcards or drop old ones"))
    }
    let root: JSONValue
    do {
      root = try JSONReader.read(source)
    } catch {
      diagnostics.append(
        Diagnostic(
          code: error.code, message: error.message, pointer: "", position: error.position,
          help: error.help))
      self.document = nil
      self.diagnostics = diagnostics
      return
    }
    var reader = AASAReader()
    let document = reader.read(root)
    if let document {
      reader.diagnostics += AASALinter(document: document).findings()
    }
    self.document = document
    self.diagnostics = diagnostics + reader.diagnostics.sorted(by: Self.sourceOrder)
  }

  /// Whether iOS would use the file at all: it is a JSON object within the size limit.
  public var isUsable: Bool {
    document != nil && !diagnostics.contains { $0.code == AASADiagnosticCode.tooLarge.rawValue }
  }

  /// Whether any finding is an error.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  private static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    switch (lhs.position, rhs.position) {
    case (nil, nil): false
    case (nil, _): true
    case (_, nil): false
    case (let left?, let right?): left < right
    }
  }
}
