// CONTRACT (skeleton): the config helper replaces the body; the public API stays.

extension ParamType {
  /// The typed value when `decoded` satisfies the type's grammar (SPEC §2), else `nil`.
  public func accept(_ decoded: String) -> ParamValue? {
    switch self {
    case .string: decoded.isEmpty ? nil : .string(decoded)
    case .int: Int64(decoded).map(ParamValue.int)
    case .double: Double(decoded).map(ParamValue.double)
    case .bool: decoded == "true" ? .bool(true) : decoded == "false" ? .bool(false) : nil
    case .uuid: .uuid(decoded)
    case .pattern: .string(decoded)
    case .enumeration(let type): type.values.contains(decoded) ? .string(decoded) : nil
    }
  }
}
