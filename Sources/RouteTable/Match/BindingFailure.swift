/// Why a route that matched the path refused the link's values: the facts, and the reason
/// written from them when read (`segment 2 'abc' is not a uuid`).
struct BindingFailure: Error, Sendable {
  /// What was refused, as found. Indirect: a failure is handed on by value through every
  /// evaluation's result, and a copy of the facts themselves cost more than the reference.
  indirect enum Refusal: Sendable {
    /// A path (or fragment pattern) value its type refuses: the 0-based `segment` when the value
    /// is one whole segment of the path, else by the parameter's `name`.
    case value(decoded: String, segment: Int?, name: String, type: ParamType)
    case missingQuery(name: String)
    case queryValue(decoded: String, name: String, type: ParamType)
    case missingFragment(name: String)
    case fragmentValue(decoded: String, name: String, type: ParamType)
    /// No `fragments` pattern takes the fragment as written (`nil`: there is none).
    case fragmentPatterns(written: String?, patterns: [PathPattern])
    /// A parent takes a value its child passes down in a type that refuses it.
    case parentValue(parent: String, name: String, type: ParamType, given: String)
  }

  let code: ResolveFailure.Code
  let refusal: Refusal

  init(_ refusal: Refusal) {
    self.refusal = refusal
    switch refusal {
    case .missingQuery: code = .missingQuery
    case .queryValue: code = .invalidQuery
    case .fragmentPatterns: code = .noMatch
    case .value, .missingFragment, .fragmentValue, .parentValue: code = .invalidParam
    }
  }

  /// One line, lowercase: the reason the route gives.
  var reason: String {
    let message: MessageText
    switch refusal {
    case .value(let decoded, let segment, let name, let type):
      message =
        if let segment {
          "segment \(segment + 1) \(value: decoded) is not \(expectation: type)"
        } else {
          "parameter \(quoted: name) \(value: decoded) is not \(expectation: type)"
        }
    case .missingQuery(let name):
      message = "required query parameter \(quoted: name) is missing"
    case .queryValue(let decoded, let name, let type):
      message =
        decoded.isEmpty
        ? "query parameter \(quoted: name) is empty; expected \(expectation: type)"
        : "query parameter \(quoted: name) value \(quoted: decoded) is not \(expectation: type)"
    case .missingFragment(let name):
      message = "required fragment \(quoted: name) is missing"
    case .fragmentValue(let decoded, let name, let type):
      message = "fragment \(quoted: name) \(quoted: decoded) is not \(expectation: type)"
    case .fragmentPatterns(let written, let patterns):
      let listed = patterns.map { "'#\($0.source)'" }.joined(separator: ", ")
      guard let written else { return "no fragment; the route takes \(listed)" }
      return "fragment '#\(written)' is none of \(listed)"
    case .parentValue(let parent, let name, let type, let given):
      let needs: MessageText = "needs \(quoted: name) as \(expectation: type)"
      message = "parent \(quoted: parent) \(needs), got \(quoted: given)"
    }
    return message.text
  }
}

extension ParamType {
  /// What a value must be, for messages: `an int`, `a uuid`, `a value of type 'seat'`, `a value
  /// matching '[0-9]+'`, `one of 'home', 'tabs'`. A table's own type names take no article: no
  /// rule picks "a" or "an" for `username` or `lines`.
  var expectation: String {
    let message: MessageText = "\(expectation: self)"
    return message.text
  }
}

extension MessageText.StringInterpolation {
  /// A refused value, quoted; `an empty value` for an empty one.
  fileprivate mutating func appendInterpolation(value: String) {
    if value.isEmpty { appendLiteral("an empty value") } else { appendInterpolation(quoted: value) }
  }

  /// ``ParamType/expectation`` of `type`.
  mutating func appendInterpolation(expectation type: ParamType) {
    switch type {
    case .int: appendLiteral("an int")
    case .flag: appendLiteral("a flag, present without a value")
    case .string, .double, .bool, .uuid:
      appendLiteral("a ")
      appendInterpolation(type.displayName)
    case .pattern(let type):
      if let name = type.name {
        appendLiteral("a value of type ")
        appendInterpolation(quoted: name)
      } else {
        appendLiteral("a value matching ")
        appendInterpolation(quoted: type.source)
      }
    case .enumeration(let type):
      if let name = type.name {
        appendLiteral("a value of type ")
        appendInterpolation(quoted: name)
        return
      }
      appendLiteral("one of ")
      for (index, value) in type.values.prefix(8).enumerated() {
        if index > 0 { appendLiteral(", ") }
        appendInterpolation(quoted: value)
      }
      if type.values.count > 8 { appendLiteral(", …") }
    }
  }
}
