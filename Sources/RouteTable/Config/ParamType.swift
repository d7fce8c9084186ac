/// The type of a path, query or fragment parameter (docs/config.md).
public enum ParamType: Hashable, Sendable {
  case string
  case int
  case double
  case bool
  /// A query parameter that is `true` when present without a value (`?single`, `?single=`) and
  /// `false` when absent.
  case flag
  case uuid
  /// A regular expression that must match the whole decoded value.
  case pattern(PatternType)
  /// A fixed list of allowed values.
  case enumeration(EnumType)

  /// The built-in types by their config name.
  public static let builtins: [String: ParamType] = [
    "string": .string, "int": .int, "double": .double, "bool": .bool, "flag": .flag,
    "uuid": .uuid,
  ]

  /// The type of the value outside a link (a `build` argument, a stack entry, generated Swift):
  /// a flag is `true` or `false` there, present or absent in the link.
  public var valueType: ParamType { self == .flag ? .bool : self }

  /// How messages name the type: `uuid`, `seat`, or `pattern '[0-9]+'` for an inline one.
  public var displayName: String {
    switch self {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .flag: "flag"
    case .uuid: "uuid"
    case .pattern(let type): type.name ?? "pattern '\(type.source)'"
    case .enumeration(let type): type.name ?? "enum [\(type.values.joined(separator: ", "))]"
    }
  }
}

/// A named or inline `{ "pattern": … }` type.
public struct PatternType: Hashable, @unchecked Sendable {
  // Its fields stay inline. Behind one reference, ParamType becomes an enum whose payload
  // pointers carry the case in their spare bits, which LeakSanitizer cannot follow: a table
  // kept for a process's life (an app's global one under `swift test --sanitize=address`)
  // then reports its enum types as leaked.
  /// The name under `types`, `nil` for an inline type.
  public var name: String?
  /// The regular expression as written.
  public let source: String
  /// A value that satisfies the type, for `linkcheck samples`.
  public var example: String?
  /// Where the type's definition starts in the config, for findings about it.
  public var position: SourcePosition?
  /// The same expression for the byte engine, when it covers the syntax used: checks printable
  /// ASCII values without running Swift `Regex`.
  let byteProgram: RegexPartProgram?
  /// `source` compiled by Swift `Regex`; `nil` when the byte engine decides every value, which
  /// it does when the expression lists every character it takes: a value holding any other
  /// character fails under Swift `Regex`'s rules as well, so the table never needs it.
  let compiled: Regex<AnyRegexOutput>?
  /// Whether ``compiled`` is `nil`, known without a copy of the optional expression.
  let bytesDecideEveryValue: Bool

  /// The compiled expression; it must match the whole decoded value. A type whose values the
  /// byte engine decides alone compiles it when read.
  public var regex: Regex<AnyRegexOutput> {
    // An expression the byte engine decides alone is in the subset Swift `Regex` reads.
    compiled ?? (try! Regex(source))
  }

  /// `regex` must be `source` compiled.
  public init(
    name: String?, source: String, example: String?, regex: Regex<AnyRegexOutput>,
    position: SourcePosition? = nil
  ) {
    self.name = name
    self.source = source
    self.example = example
    self.position = position
    byteProgram = RegexSyntax.wholeValue(source).flatMap { RegexPartProgram($0.syntax) }
    compiled = regex
    bytesDecideEveryValue = false
  }

  /// The type of `source`, compiled by Swift `Regex` only where the byte engine does not decide
  /// every value; throws Swift `Regex`'s error for an expression it cannot read.
  init(name: String?, source: String, example: String?, position: SourcePosition?) throws {
    self.name = name
    self.source = source
    self.example = example
    self.position = position
    let read = RegexSyntax.wholeValue(source)
    byteProgram = read.flatMap { RegexPartProgram($0.syntax) }
    let decidesEveryValue = byteProgram != nil && read?.listsEveryCharacter == true
    compiled = decidesEveryValue ? nil : try Regex(source)
    bytesDecideEveryValue = decidesEveryValue
  }

  public static func == (lhs: PatternType, rhs: PatternType) -> Bool {
    lhs.name == rhs.name && lhs.source == rhs.source && lhs.example == rhs.example
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(source)
  }
}

/// A named or inline `{ "enum": [...] }` type.
public struct EnumType: Hashable, Sendable {
  /// The name under `types`, `nil` for an inline type.
  public var name: String?
  public var values: [String]
  public var example: String?

  public init(name: String?, values: [String], example: String?) {
    self.name = name
    self.values = values
    self.example = example
  }
}
