/// Binds a URL's query items and fragment to a route's declarations (`query`, `fragment` in
/// docs/config.md).
struct QueryBinding {
  /// The URL's query as one text: the values the route takes are kept as ranges of it.
  let query: LinkText
  /// The URL's decoded fragment.
  let fragment: String?
  /// The route whose declarations bind.
  let route: CompiledRoute
  let plusIsSpace: Bool
  /// What is left of the link's allowance (``MatchLimit``), when it is counted.
  let work: LinkAllowance

  /// Binds `url`'s query and fragment to `route`'s declarations (``bind(into:)``). A route
  /// that declares neither, on a URL without a query, binds nothing and is settled without
  /// reading its declarations.
  static func bind(
    _ url: LinkURL, to route: CompiledRoute, into values: inout BoundValues, work: LinkAllowance
  ) -> Result<Bound, BindingFailure> {
    values.queryPosition = values.rest.count
    if !route.declaresQueryOrFragment && url.query.isEmpty { return .success(Bound()) }
    // The definition's fields read one by one: a copy of the whole would retain each of them.
    let binding = QueryBinding(
      query: url.query.joinedText, fragment: url.fragment,
      route: route, plusIsSpace: route.definition.options.plusIsSpace, work: work)
    return binding.bind(into: &values)
  }

  /// What binding found besides the values.
  struct Bound {
    /// Query names the route does not declare, in URL order, each once.
    var extra: [String] = []
    /// Declared names that are not `repeated` yet came more than once.
    var duplicates: [String] = []
  }

  /// Fills `values`: a slot for each declared value (declarations in order, a `repeated`
  /// one's items in URL order, a missing one's default), then the fragment's value; returns
  /// the undeclared names, or the first problem (declarations in order, then the fragment).
  /// The query is read once, on its bytes: a value is decoded only when it holds an escape
  /// (or `+` read as a space), and checked by its type where it is.
  func bind(into values: inout BoundValues) -> Result<Bound, BindingFailure> {
    // Where the values the query gives the declarations are, in URL order; for one that is
    // not `repeated`, only the first two (the second is only reported).
    var given = InlineList<(declaration: Int32, start: Int32, end: Int32)>()
    let declarations = route.queryDeclarations
    var counts = InlineList<Int32>()
    for _ in declarations.indices { counts.append(0) }
    var extra = ExtraNames()
    var duplicates: [String] = []
    let refusal: BindingFailure? = query.withBytes { bytes in
      // The previous item's raw name and what it was: a name repeated thousands of times is
      // settled once.
      var previous: (name: Range<Int>, declaration: Int?)?
      RawQuery.forEachQueryItem(bytes, in: 0..<bytes.count) { name, value in
        let rawName = UnsafeBufferPointer(rebasing: bytes[name])
        let declaration: Int?
        if let previous,
          ByteWord.sameBytes(UnsafeBufferPointer(rebasing: bytes[previous.name]), rawName)
        {
          declaration = previous.declaration
        } else {
          declaration = declarations.firstIndex {
            $0.matches(raw: rawName, plusIsSpace: plusIsSpace)
          }
          previous = (name, declaration)
          if declaration == nil {
            extra.insert(PercentDecoding.decodeLossless(bytes: rawName, plusIsSpace: plusIsSpace))
          }
        }
        // A parameter that is not `repeated` takes its first occurrence, as
        // `URLComponents.queryItems?.first(where:)` does in most apps; a second one is kept
        // only to be reported (`duplicate-query`).
        if let declaration, counts[declaration] < 2 || declarations[declaration].repeated {
          counts[declaration] += 1
          given.append((Int32(declaration), Int32(value.lowerBound), Int32(value.upperBound)))
        }
        return true
      }
      for (index, declaration) in declarations.enumerated() {
        guard counts[index] > 0 else {
          if declaration.required {
            return BindingFailure(.missingQuery(name: declaration.name))
          }
          if declaration.defaultValue != nil { values.query.append(.defaultValue(of: index)) }
          continue
        }
        if !declaration.repeated && counts[index] > 1 { duplicates.append(declaration.name) }
        for place in given.indices where given[place].declaration == index {
          let raw = UnsafeBufferPointer(
            rebasing: bytes[Int(given[place].start)..<Int(given[place].end)])
          guard let slot = check(raw, of: declaration, decoding: &values.decodedTexts) else {
            return BindingFailure(
              .queryValue(
                decoded: PercentDecoding.decodeLossless(bytes: raw, plusIsSpace: plusIsSpace),
                name: declaration.name, type: declaration.type.paramType))
          }
          values.query.append(
            QuerySlot(
              declaration: Int32(index), value: slot, start: given[place].start,
              end: given[place].end))
          if !declaration.repeated { break }
        }
      }
      return nil
    }
    if let refusal { return .failure(refusal) }
    // Read only when declared: a copy of the optional declaration, even of none, costs what
    // binding a query item does.
    if route.declaresFragment, let fragmentDeclaration = route.definition.fragment,
      let fragmentType = route.fragmentType
    {
      switch bindFragment(fragmentDeclaration, checkedBy: fragmentType) {
      case .success(let value?): values.rest.append(value)
      case .success(nil): break
      case .failure(let failure): return .failure(failure)
      }
    }
    if !values.query.isEmpty { values.queryText = query }
    return .success(Bound(extra: extra.names, duplicates: duplicates))
  }

  /// What `declaration`'s type finds in the raw value `raw`: checked on its bytes, or on its
  /// decoding (kept in `decoded`) when decoding changes it.
  private func check(
    _ raw: UnsafeBufferPointer<UInt8>, of declaration: QueryDeclaration,
    decoding decoded: inout [String]
  ) -> ValueSlot? {
    guard RawQuery.mayDecodeOtherwise(raw, plusIsSpace: plusIsSpace) else {
      return declaration.type.check(raw, work: work).map { ValueSlot(accepted: $0, decoded: -1) }
    }
    var text = PercentDecoding.decodeLossless(bytes: raw, plusIsSpace: plusIsSpace)
    guard let accepted = text.withUTF8({ declaration.type.check($0, work: work) }) else {
      return nil
    }
    decoded.append(text)
    return ValueSlot(accepted: accepted, decoded: Int32(decoded.count - 1))
  }

  private func bindFragment(_ declaration: FragmentParam, checkedBy type: TypeCheck)
    -> Result<NamedValue?, BindingFailure>
  {
    guard let text = fragment, !text.isEmpty else {
      if declaration.required {
        return .failure(BindingFailure(.missingFragment(name: declaration.name)))
      }
      return .success(nil)
    }
    guard let value = type.accept(text, work: work) else {
      return .failure(
        BindingFailure(
          .fragmentValue(decoded: text, name: declaration.name, type: declaration.type)))
    }
    return .success(NamedValue(name: declaration.name, value: value))
  }
}

/// A value of the query that a route declares: where its raw text is in the query and what
/// its type found in it, or (with no accepted value) the declaration's default.
struct QuerySlot: Sendable {
  /// The declaration's place in the route's ``CompiledRoute/queryDeclarations``.
  let declaration: Int32
  /// `accepted` is `nil` for the declaration's default.
  let value: ValueSlot
  /// The raw text's byte range in the query, when it was not decoded.
  let start: Int32
  let end: Int32

  /// The default of declaration `index`, which the query does not give.
  static func defaultValue(of index: Int) -> QuerySlot {
    QuerySlot(
      declaration: Int32(index), value: ValueSlot(accepted: nil, decoded: -1), start: 0, end: 0)
  }
}

/// The values a route binds after its path's, as facts: the matching `fragments` pattern's
/// values, the query's slots, then the `fragment` declaration's value.
struct BoundValues {
  /// The fragment pattern's values and the fragment's; the query's come before
  /// `rest[queryPosition]`.
  var rest: [NamedValue] = []
  var queryPosition = 0
  var query = InlineList<QuerySlot>()
  /// The query the slots' ranges are in; `nil` without slots.
  var queryText: LinkText?
  /// The decoded texts of the values whose raw text holds `%`, decoded once: the path's
  /// (``ValueSlot/decoded``) and the query's.
  var decodedTexts: [String] = []
}

/// A `query` declaration prepared at load, read in place by every link that binds it (a copy of
/// a ``QueryParam`` retained each of its fields); its name is compared with raw names on their
/// bytes wherever that settles it.
final class QueryDeclaration: Sendable {
  let name: String
  let type: TypeCheck
  let required: Bool
  let defaultValue: ParamValue?
  let repeated: Bool
  /// ASCII text equals other text only when their bytes are the same; other text may equal a
  /// string of different bytes (canonical equivalence), so it is compared as a string.
  private let isASCII: Bool

  init(_ declaration: QueryParam) {
    name = declaration.name
    type = TypeCheck(declaration.type)
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
