/// A parameter value after its type (docs/config.md) has accepted it.
public enum ParamValue: Hashable, Sendable {
  case string(String)
  case int(Int64)
  case double(Double)
  case bool(Bool)
  /// A UUID, as given (either case).
  case uuid(String)
  /// The values of a `repeated` query parameter, in URL order.
  case list([ParamValue])
}

/// A named parameter value; lists of these keep the order parameters appear in the pattern,
/// then the declared query parameters, then the fragment.
public struct NamedValue: Hashable, Sendable {
  public var name: String
  public var value: ParamValue

  public init(name: String, value: ParamValue) {
    self.name = name
    self.value = value
  }
}

extension ParamValue {
  /// The text of a `string` value (an `enum` or `pattern` type gives one too); `nil` otherwise.
  public var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// An `int` value, when it fits `Int`.
  public var int: Int? {
    if case .int(let value) = self { Int(exactly: value) } else { nil }
  }

  public var double: Double? {
    if case .double(let value) = self { value } else { nil }
  }

  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// A `uuid` value as given (`UUID(uuidString:)` reads it).
  public var uuidString: String? {
    if case .uuid(let text) = self { text } else { nil }
  }

  /// The values of a `repeated` query parameter.
  public var list: [ParamValue]? {
    if case .list(let values) = self { values } else { nil }
  }
}

extension [NamedValue] {
  /// The value named `name`, if present.
  public subscript(name: String) -> ParamValue? {
    first { $0.name == name }?.value
  }
}
