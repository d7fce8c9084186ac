/// A JSON document as read by ``JSONReader``, every value carrying where it starts.
public struct JSONValue: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, so that no precision is lost before a type is known.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in source order; keys are unique (the reader rejects duplicates).
    case object([JSONMember])
  }

  public var kind: Kind
  /// Where the value's first character is.
  public var position: SourcePosition

  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  /// Where the key's opening quote is.
  public var keyPosition: SourcePosition
  public var value: JSONValue

  public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}

extension JSONValue.Kind {
  /// `a string`, `an array`, `null`: how messages name what was found.
  var descriptionWithArticle: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
