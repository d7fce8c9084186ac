/// Binds a URL's query items and fragment to a route's declarations (`query`, `fragment` in
/// docs/config.md).
struct QueryBinding {
  /// The URL's raw query.
  let query: RawQuery
  /// The URL's decoded fragment.
  let fragment: String?
  /// The route's declared query parameters.
  let declarations: [QueryDeclaration]
  let fragmentDeclaration: FragmentParam?
  let plusIsSpace: Bool
  /// What is left of the link's allowance (``MatchLimit``), when it is counted.
  let work: LinkAllowance

  /// Binds `url`'s query and fragment to `route`'s declarations, appending the declared values
  /// to `values` (``bind(into:)``). A route that declares neither, on a URL without a query,
  /// binds nothing and is settled without reading its declarations.
  static func bind(
    _ url: LinkURL, to route: CompiledRoute, into values: inout [NamedValue],
    work: LinkAllowance
  ) -> Result<Bound, BindingFailure> {
    if !route.declaresQueryOrFragment && url.query.isEmpty { return .success(Bound()) }
    // The definition's fields read one by one: a copy of the whole would retain each of them.
    let binding = QueryBinding(
      query: url.query, fragment: url.fragment, declarations: route.queryDeclarations,
      fragmentDeclaration: route.definition.fragment,
      plusIsSpace: route.definition.options.plusIsSpace, work: work)
    return binding.bind(into: &values)
  }

  /// What binding found besides the values.
  struct Bound {
    /// Query names the route does not declare, in URL order, each once.
    var extra: [String] = []
    /// Declared names that are not `repeated` yet came more than once.
    var duplicates: [String] = []
  }

  /// Appends the declared values to `values`; returns the undeclared names, or the first
  /// problem (declarations in order, then the fragment). The query is read once: names without
  /// escapes are compared as written, and only the values of declared names are made strings.
  func bind(into values: inout [NamedValue]) -> Result<Bound, BindingFailure> {
    // The decoded values the query gives the declarations, in URL order; for one that is not
    // `repeated`, only the first two (the second is only reported).
    var given: [(declaration: Int, text: String)] = []
    var counts = InlineList<Int32>()
    for _ in declarations.indices { counts.append(0) }
    var extra = ExtraNames()
    // The previous item's raw name and what it was: a name repeated thousands of times is
    // settled once.
    var previous: (name: String, declaration: Int?)?
    query.forEachItem { rawName, rawValue in
      let declaration: Int?
      if let previous, previous.name.hasBytes(rawName) {
        declaration = previous.declaration
      } else {
        declaration = declarations.firstIndex { $0.matches(raw: rawName, plusIsSpace: plusIsSpace) }
        previous = (String(utf8Bytes: rawName), declaration)
        if declaration == nil {
          extra.insert(PercentDecoding.decodeLossless(bytes: rawName, plusIsSpace: plusIsSpace))
        }
      }
      // A parameter that is not `repeated` takes its first occurrence, as
      // `URLComponents.queryItems?.first(where:)` does in most apps; a second one is kept only
      // to be reported (`duplicate-query`).
      if let declaration, counts[declaration] < 2 || declarations[declaration].repeated {
        counts[declaration] += 1
        given.append(
          (declaration, PercentDecoding.decodeLossless(bytes: rawValue, plusIsSpace: plusIsSpace)))
      }
      return true
    }
    var duplicates: [String] = []
    for (index, declaration) in declarations.enumerated() {
      guard counts[index] > 0 else {
        if declaration.required {
          return .failure(BindingFailure(.missingQuery(name: declaration.name)))
        }
        if let value = declaration.defaultValue {
          values.append(NamedValue(name: declaration.name, value: value))
        }
        continue
      }
      let texts = given.lazy.filter { $0.declaration == index }.map(\.text)
      guard declaration.repeated else {
        if counts[index] > 1 { duplicates.append(declaration.name) }
        let first = texts.first!
        guard let value = declaration.type.accept(first, work: work) else {
          return .failure(Self.refused(first, declaration))
        }
        values.append(NamedValue(name: declaration.name, value: value))
        continue
      }
      var typed: [ParamValue] = []
      for text in texts {
        guard let value = declaration.type.accept(text, work: work) else {
          return .failure(Self.refused(text, declaration))
        }
        typed.append(value)
      }
      values.append(NamedValue(name: declaration.name, value: .list(typed)))
    }
    if let fragmentDeclaration {
      switch bindFragment(fragmentDeclaration) {
      case .success(let value?): values.append(value)
      case .success(nil): break
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(Bound(extra: extra.names, duplicates: duplicates))
  }

  /// The failure of a parameter whose (decoded) value `text` its type refuses.
  static func refused(_ text: String, _ declaration: QueryDeclaration) -> BindingFailure {
    BindingFailure(.queryValue(decoded: text, name: declaration.name, type: declaration.type))
  }

  private func bindFragment(_ declaration: FragmentParam) -> Result<NamedValue?, BindingFailure> {
    guard let text = fragment, !text.isEmpty else {
      if declaration.required {
        return .failure(BindingFailure(.missingFragment(name: declaration.name)))
      }
      return .success(nil)
    }
    guard let value = declaration.type.accept(text, work: work) else {
      return .failure(
        BindingFailure(
          .fragmentValue(decoded: text, name: declaration.name, type: declaration.type)))
    }
    return .success(NamedValue(name: declaration.name, value: value))
  }
}

/// A `query` declaration prepared at load, read in place by every link that binds it (a copy of
/// a ``QueryParam`` retained each of its fields); its name is compared with raw names on their
/// bytes wherever that settles it.
final class QueryDeclaration: Sendable {
  let name: String
  let type: ParamType
  let required: Bool
  let defaultValue: ParamValue?
  let repeated: Bool
  /// ASCII text equals other text only when their bytes are the same; other text may equal a
  /// string of different bytes (canonical equivalence), so it is compared as a string.
  private let isASCII: Bool

  init(_ declaration: QueryParam) {
    name = declaration.name
    type = declaration.type
    required = declaration.required
    defaultValue = declaration.defaultValue
    repeated = declaration.repeated
    isASCII = name.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether the raw name decodes to this name, decoding only when that could change it.
  func matches(raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Bool {
    if RawQuery.mayDecodeOtherwise(raw, plusIsSpace: plusIsSpace) {
      return PercentDecoding.decodeLossless(bytes: raw, plusIsSpace: plusIsSpace) == name
    }
    if name.hasBytes(raw) { return true }
    if isASCII && raw.allSatisfy({ $0 < 0x80 }) { return false }
    return String(utf8Bytes: raw) == name
  }
}

/// Undeclared query names, each once, in the order first seen; looked up in a set once there
/// are many (a link can hold thousands of distinct names).
private struct ExtraNames {
  private(set) var names: [String] = []
  private var lookup: Set<String> = []

  mutating func insert(_ name: String) {
    if names.count < 16 {
      if names.contains(name) { return }
    } else {
      if lookup.isEmpty { lookup = Set(names) }
      guard lookup.insert(name).inserted else { return }
    }
    names.append(name)
  }
}
