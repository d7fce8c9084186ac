/// Something about a link that resolves but deserves attention (README "Output").
public struct LinkWarning: Hashable, Sendable {
  public var code: Code
  /// One line, lowercase, no trailing period.
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The stable warning codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    case nonCanonicalForm = "non-canonical-form"
    case trailingSlash = "trailing-slash"
    case emptySegment = "empty-segment"
    case dotSegment = "dot-segment"
    case defaultPort = "default-port"
    case nonDefaultPort = "non-default-port"
    case userinfo = "userinfo"
    case uppercaseSchemeOrHost = "uppercase-scheme-or-host"
    case iri = "iri"
    case encodedUnreserved = "encoded-unreserved"
    case fallback = "fallback"
    case intentURL = "intent-url"
    case repaired = "repaired"
    case duplicateQuery = "duplicate-query"
    case htmlEscapedQuery = "html-escaped-query"
    case doubleEncoded = "double-encoded"
    case trailingPunctuation = "trailing-punctuation"
    case ignoredFragment = "ignored-fragment"
    case openRedirect = "open-redirect"
    case scriptScheme = "script-scheme"
    case encodedSeparator = "encoded-separator"
    case controlChar = "control-char"
    case confusableHost = "confusable-host"
  }
}

extension [LinkWarning] {
  /// Appends `more`, which are nearly always none: appending an empty list costs more than
  /// looking at it.
  mutating func append(warnings more: [LinkWarning]) {
    if !more.isEmpty { append(contentsOf: more) }
  }
}
