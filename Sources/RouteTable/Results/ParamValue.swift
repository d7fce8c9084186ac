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
