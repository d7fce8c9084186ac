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
    var message = MessageText()
    switch refusal {
    case .value(let decoded, let segment, let name, let type):
      if let segment {
        message.append("segment ")
        message.append(segment + 1)
      } else {
        message.append("parameter ")
        message.appendQuoted(name)
      }
      if decoded.isEmpty {
        message.append(" an empty value")
      } else {
        message.append(" ")
        message.appendQuoted(decoded)
      }
      message.append(" is not ")
      type.writeExpectation(to: &message)
    case .missingQuery(let name):
      message.append("required query parameter ")
      message.appendQuoted(name)
      message.append(" is missing")
    case .queryValue(let decoded, let name, let type):
      message.append("query parameter ")
      message.appendQuoted(name)
      if decoded.isEmpty {
        message.append(" is empty; expected ")
      } else {
        message.append(" value ")
        message.appendQuoted(decoded)
        message.append(" is not ")
      }
      type.writeExpectation(to: &message)
    case .missingFragment(let name):
      message.append("required fragment ")
      message.appendQuoted(name)
      message.append(" is missing")
    case .fragmentValue(let decoded, let name, let type):
      message.append("fragment ")
      message.appendQuoted(name)
      message.append(" ")
      message.appendQuoted(decoded)
      message.append(" is not ")
      type.writeExpectation(to: &message)
    case .fragmentPatterns(let written, let patterns):
      let listed = patterns.map { "'#\($0.source)'" }.joined(separator: ", ")
      guard let written else { return "no fragment; the route takes \(listed)" }
      return "fragment '#\(written)' is none of \(listed)"
    case .parentValue(let parent, let name, let type, let given):
      message.append("parent ")
      message.appendQuoted(parent)
      message.append(" needs ")
      message.appendQuoted(name)
      message.append(" as ")
      type.writeExpectation(to: &message)
      message.append(", got ")
      message.appendQuoted(given)
    }
    return message.text
  }
}

extension ParamType {
  /// What a value must be, for messages: `an int`, `a uuid`, `a value of type 'seat'`, `a value
  /// matching '[0-9]+'`, `one of 'home', 'tabs'`. A table's own type names take no article: no
  /// rule picks "a" or "an" for `username` or `lines`.
  var expectation: String {
    var message = MessageText()
    writeExpectation(to: &message)
    return message.text
  }

  /// Writes ``expectation``.
  func writeExpectation(to message: inout MessageText) {
    switch self {
    case .int: message.append("an int")
    case .string, .double, .bool, .uuid:
      message.append("a ")
      message.append(displayName)
    case .pattern(let type):
      if let name = type.name {
        message.append("a value of type ")
        message.appendQuoted(name)
      } else {
        message.append("a value matching ")
        message.appendQuoted(type.source)
      }
    case .enumeration(let type):
      if let name = type.name {
        message.append("a value of type ")
        message.appendQuoted(name)
        return
      }
      message.append("one of ")
      for (index, value) in type.values.prefix(8).enumerated() {
        if index > 0 { message.append(", ") }
        message.appendQuoted(value)
      }
      if type.values.count > 8 { message.append(", …") }
    }
  }
}
