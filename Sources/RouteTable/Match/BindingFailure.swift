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
    switch refusal {
    case .value(let decoded, let segment, let name, let type):
      let subject = segment.map { "segment \($0 + 1)" } ?? "parameter '\(name)'"
      let value = decoded.isEmpty ? "an empty value" : "'\(decoded)'"
      return "\(subject) \(value) is not \(type.expectation)"
    case .missingQuery(let name):
      return "required query parameter '\(name)' is missing"
    case .queryValue(let decoded, let name, let type):
      let subject =
        decoded.isEmpty
        ? "query parameter '\(name)' is empty; expected"
        : "query parameter '\(name)' value '\(decoded)' is not"
      return "\(subject) \(type.expectation)"
    case .missingFragment(let name):
      return "required fragment '\(name)' is missing"
    case .fragmentValue(let decoded, let name, let type):
      return "fragment '\(name)' '\(decoded)' is not \(type.expectation)"
    case .fragmentPatterns(let written, let patterns):
      let listed = patterns.map { "'#\($0.source)'" }.joined(separator: ", ")
      guard let written else { return "no fragment; the route takes \(listed)" }
      return "fragment '#\(written)' is none of \(listed)"
    case .parentValue(let parent, let name, let type, let given):
      return "parent '\(parent)' needs '\(name)' as \(type.expectation), got '\(given)'"
    }
  }
}

extension ParamType {
  /// What a value must be, for messages: `an int`, `a uuid`, `a value of type 'seat'`, `a value
  /// matching '[0-9]+'`, `one of 'home', 'tabs'`. A table's own type names take no article: no
  /// rule picks "a" or "an" for `username` or `lines`.
  var expectation: String {
    switch self {
    case .int: return "an int"
    case .string, .double, .bool, .uuid: return "a " + displayName
    case .pattern(let type):
      return type.name.map { "a value of type '\($0)'" } ?? "a value matching '\(type.source)'"
    case .enumeration(let type):
      if let name = type.name { return "a value of type '\(name)'" }
      let listed = type.values.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
      return "one of " + listed + (type.values.count > 8 ? ", …" : "")
    }
  }
}
