/// One entry of a saved navigation stack in the form `linkcheck stack` reads,
/// `{"route": "checkout", "params": {"seat": "2F", "adults": 2}}`, as `Codable`: the types
/// `linkcheck generate swift` writes encode and decode themselves through it (docs/codegen.md).
public struct StackEntryCoding: Codable, Hashable, Sendable {
  public var route: String
  public var params: [String: StackValue]

  /// The entry of route `route` with values given as a link carries them: each written as a
  /// stack holds its type (a JSON number for `int` and `double`, a boolean for `bool`, a string
  /// otherwise), the values of a `repeated` query parameter as one array.
  public init(route: String, values: [(name: String, value: String)], table: RouteTable) {
    self.route = route
    params = [:]
    let definition = table.config.routes.first { $0.name == route }
    for (name, text) in values {
      let value = StackValue(text, type: definition?.type(of: name) ?? .string)
      guard definition?.query.contains(where: { $0.name == name && $0.repeated }) == true else {
        params[name] = value
        continue
      }
      if case .list(let earlier)? = params[name] {
        params[name] = .list(earlier + [value])
      } else {
        params[name] = .list([value])
      }
    }
  }

  /// The values by name, as a ``Resolution`` holds them (a uuid stays a string, which
  /// ``ParamValue/text`` reads either way).
  public var namedValues: [NamedValue] {
    params.map { NamedValue(name: $0.key, value: $0.value.paramValue) }
  }
}

/// A value of a stack entry, as JSON has it.
public enum StackValue: Codable, Hashable, Sendable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case list([StackValue])

  /// `text` as a value of `type`; text the type does not read stays a string.
  init(_ text: String, type: ParamType) {
    switch type {
    case .int: self = Int(text).map(Self.int) ?? .string(text)
    case .double: self = Double(text).map(Self.double) ?? .string(text)
    case .bool, .flag: self = Bool(text).map(Self.bool) ?? .string(text)
    case .string, .uuid, .pattern, .enumeration: self = .string(text)
    }
  }

  var paramValue: ParamValue {
    switch self {
    case .string(let text): .string(text)
    case .int(let number): .int(Int64(number))
    case .double(let number): .double(number)
    case .bool(let flag): .bool(flag)
    case .list(let values): .list(values.map(\.paramValue))
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .int(number)
    } else if let number = try? container.decode(Double.self) {
      self = .double(number)
    } else if let list = try? container.decode([StackValue].self) {
      self = .list(list)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .int(let number): try container.encode(number)
    case .double(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .list(let values): try container.encode(values)
    }
  }
}
