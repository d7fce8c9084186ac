/// The `$(name)` variables a file's patterns can use (aasa.md §1.5): the file's own
/// `applinks.substitutionVariables` first, then the built-ins, so a custom variable shadows a
/// built-in of the same name.
public struct AASASubstitutionVariables: Hashable, Sendable {
  /// The file's own variables, by name.
  public var custom: [String: [String]]

  public init(custom: [String: [String]] = [:]) {
    self.custom = custom
  }

  /// The names of the built-in variables.
  public static let builtInNames = [
    "alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang",
  ]

  /// Which snapshot of the region and language lists `$(region)` and `$(lang)` use.
  public static let localeSnapshot = AASALocaleSnapshot.name

  /// A variable's values, or `nil` when no variable has that name.
  public func values(of name: String) -> [String]? {
    custom[name] ?? Self.builtIn(name)
  }

  /// A built-in variable's values; each ASCII class is one value per character.
  public static func builtIn(_ name: String) -> [String]? {
    switch name {
    case "alpha": characters("A", "Z") + characters("a", "z")
    case "upper": characters("A", "Z")
    case "lower": characters("a", "z")
    case "alnum": characters("A", "Z") + characters("a", "z") + characters("0", "9")
    case "digit": characters("0", "9")
    case "xdigit": characters("0", "9") + characters("A", "F") + characters("a", "f")
    case "region": AASALocaleSnapshot.regionCodes
    case "lang": AASALocaleSnapshot.languageCodes
    default: nil
    }
  }

  private static func characters(_ first: Unicode.Scalar, _ last: Unicode.Scalar) -> [String] {
    (first.value...last.value).map { String(Character(Unicode.Scalar($0)!)) }
  }
}
