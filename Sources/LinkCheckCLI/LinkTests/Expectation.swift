import RouteTable

/// What a test line expects a URL to do.
///
/// - ``chain(_:)``: `home > flights > flightDetail(id: 42)`, the full chain: the same routes
///   in the same order, each with exactly the parameters listed (as the text format prints them,
///   defaults included).
/// - ``route(_:)``: `checkout(seat: 2F)` or `checkout`: the URL opens that route, with at least
///   the parameters listed.
/// - ``error(_:)``: `error[no-match]`: the URL fails with that code (text after `]:` is ignored).
///
/// Any of them may be followed by `warning[CODE]` fields: each must be among the warnings.
struct Expectation: Hashable, Sendable {
  enum Outcome: Hashable, Sendable {
    case chain([ExpectedEntry])
    case route(ExpectedEntry)
    case error(String)
  }

  var outcome: Outcome
  var warnings: [String] = []
}

/// A route name with parameter values as written: `flightDetail(id: 42)`.
struct ExpectedEntry: Hashable, Sendable {
  var route: String
  var params: [ExpectedParam]
}

struct ExpectedParam: Hashable, Sendable {
  var name: String
  var value: ExpectedValue
}

/// A value as written in an expectation: text (bare or a JSON string), or a `[…]` list.
indirect enum ExpectedValue: Hashable, Sendable {
  case text(String)
  case list([ExpectedValue])

  /// Whether a typed value reads as this text: strings exactly, numbers by value (`1.50`
  /// matches `1.5`), booleans as `true`/`false`.
  func matches(_ value: ParamValue) -> Bool {
    switch (self, value) {
    case (.text(let text), .string(let actual)), (.text(let text), .uuid(let actual)):
      text == actual
    case (.text(let text), .int(let actual)): Int64(text) == actual
    case (.text(let text), .double(let actual)): Double(text) == actual
    case (.text(let text), .bool(let actual)): text == String(actual)
    case (.list(let items), .list(let actual)):
      items.count == actual.count && zip(items, actual).allSatisfy { $0.matches($1) }
    default: false
    }
  }
}

extension ExpectedEntry {
  /// Whether `params` has every listed parameter with a matching value (`exactly`: and no other).
  func matches(route: String, params: [NamedValue], exactly: Bool) -> Bool {
    guard route == self.route else { return false }
    if exactly, params.count != self.params.count { return false }
    return self.params.allSatisfy { expected in
      params.first { $0.name == expected.name }.map { expected.value.matches($0.value) } ?? false
    }
  }
}
