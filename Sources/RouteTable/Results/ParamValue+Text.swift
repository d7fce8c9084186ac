extension ParamValue {
  /// The value as it would be written in a URL (before percent-encoding): `42`, `true`,
  /// `6F9619FF-…`; a list joins its items with `,`.
  public var text: String {
    switch self {
    case .string(let value), .uuid(let value): value
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    case .list(let values): values.map(\.text).joined(separator: ",")
    }
  }
}
