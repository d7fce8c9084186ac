extension ParamType {
  /// A value the type accepts, for sample URLs: fixed for built-in types, the declared
  /// `example` (else the first value of an enum) for the others; `nil` for a pattern type
  /// without an example.
  public var exampleValue: String? {
    switch self {
    case .string: "sample"
    case .int: "42"
    case .double: "1.5"
    case .bool: "true"
    case .flag: ""
    case .uuid: "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    case .pattern(let type): type.example
    case .enumeration(let type): type.example ?? type.values.first
    }
  }
}
