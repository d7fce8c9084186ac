/// The type of a path, query or fragment parameter (docs/config.md).
public enum ParamType: Hashable, Sendable {
  case string
  case int
  case double
  case bool
  case uuid
  /// A regular expression that must match the whole decoded value.
  case pattern(PatternType)
  /// A fixed list of allowed values.
  case enumeration(EnumType)

  /// The built-in types by their config name.
  public static let builtins: [String: ParamType] = [
    "string": .string, "int": .int, "double": .double, "bool": .bool, "uuid": .uuid,
  ]

  /// How messages name the type: `uuid`, `seat`, or `pattern '[0-9]+'` for an inline one.
  public var displayName: String {
    switch self {
    case .string: "string"
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .uuid: "uuid"
    case .pattern(let type): type.name ?? "pattern '\(type.source)'"
    case .enumeration(let type): type.name ?? "enum [\(type.values.joined(separator: ", "))]"
    }
  }
}

/// A named or inline `{ "pattern": … }` type.
public struct PatternType: Hashable, Sendable {
  /// Everything behind one reference: a ``ParamType`` holds its pattern type inline, and one of
  /// this size was copied field by field through the runtime's generic witness on every check
  /// of a value, whatever its type.
  private final class Storage: @unchecked Sendable {
    // Immutable after construction (the expression too); sharing it is safe.
    let name: String?
    let source: String
    let example: String?
    let position: SourcePosition?
    let byteProgram: RegexPartProgram?
    let compiled: Regex<AnyRegexOutput>?
    /// Whether ``compiled`` is `nil`, known without a copy of the optional expression.
    let bytesDecideEveryValue: Bool

    init(
      name: String?, source: String, example: String?, position: SourcePosition?,
      byteProgram: RegexPartProgram?, compiled: Regex<AnyRegexOutput>?
    ) {
      self.name = name
      self.source = source
      self.example = example
      self.position = position
      self.byteProgram = byteProgram
      self.compiled = compiled
      bytesDecideEveryValue = compiled == nil
    }

    /// A copy with other descriptive fields.
    func with(name: String?, example: String?, position: SourcePosition?) -> Storage {
      Storage(
        name: name, source: source, example: example, position: position,
        byteProgram: byteProgram, compiled: compiled)
    }
  }

  private var storage: Storage

  /// The name under `types`, `nil` for an inline type.
  public var name: String? {
    get { storage.name }
    set { storage = storage.with(name: newValue, example: example, position: position) }
  }
  /// The regular expression as written.
  public var source: String { storage.source }
  /// A value that satisfies the type, for `linkcheck samples`.
  public var example: String? {
    get { storage.example }
    set { storage = storage.with(name: name, example: newValue, position: position) }
  }
  /// Where the type's definition starts in the config, for findings about it.
  public var position: SourcePosition? {
    get { storage.position }
    set { storage = storage.with(name: name, example: example, position: newValue) }
  }
  /// The same expression for the byte engine, when it covers the syntax used: checks printable
  /// ASCII values without running Swift `Regex`.
  var byteProgram: RegexPartProgram? { storage.byteProgram }
  /// `source` compiled by Swift `Regex`; `nil` when the byte engine decides every value, which
  /// it does when the expression lists every character it takes: a value holding any other
  /// character fails under Swift `Regex`'s rules as well, so the table never needs it.
  var compiled: Regex<AnyRegexOutput>? { storage.compiled }
  /// Whether ``compiled`` is `nil`, known without a copy of the optional expression.
  var bytesDecideEveryValue: Bool { storage.bytesDecideEveryValue }

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
    storage = Storage(
      name: name, source: source, example: example, position: position,
      byteProgram: RegexSyntax.wholeValue(source).flatMap { RegexPartProgram($0.syntax) },
      compiled: regex)
  }

  /// The type of `source`, compiled by Swift `Regex` only where the byte engine does not decide
  /// every value; throws Swift `Regex`'s error for an expression it cannot read.
  init(name: String?, source: String, example: String?, position: SourcePosition?) throws {
    let read = RegexSyntax.wholeValue(source)
    let byteProgram = read.flatMap { RegexPartProgram($0.syntax) }
    let decidesEveryValue = byteProgram != nil && read?.listsEveryCharacter == true
    storage = Storage(
      name: name, source: source, example: example, position: position,
      byteProgram: byteProgram, compiled: decidesEveryValue ? nil : try Regex(source))
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
