/// What a path group's type accepted: a parsed number, or that the text is the value (left in
/// the link, and made a string only when read).
struct ValueSlot: Sendable {
  /// `nil` for a group that did not participate.
  let accepted: AcceptedValue?
  /// For a value whose raw text holds `%`, where its decoded text (which its type checked) is
  /// in ``MatchedCandidate/decodedTexts``; -1 for a value that is its raw text.
  let decoded: Int32
}

/// The values a candidate took from the link are facts (``MatchedCandidate/slots`` over its
/// captures, then ``MatchedCandidate/rest``). Every reading of them goes through ``Views``:
/// `params` and the value of one name make values of the views, a renderer writes the views.
extension MatchedCandidate {
  /// The candidate's values as views into the link's bytes, valid while `body` runs.
  func withViews<Result>(_ body: (Views) -> Result) -> Result {
    match.withBytes { body(Views(candidate: self, text: $0)) }
  }

  /// The values by position or by name, each given as a ``ParamValueView``.
  struct Views {
    let candidate: MatchedCandidate
    /// The bytes of the text the path pattern matched.
    let text: UnsafeBufferPointer<UInt8>

    /// Each value in ``params`` order, with its name.
    func forEachValue(_ body: (String, ParamValueView) -> Void) {
      if let host = candidate.hostValue { body(host.name, .value(host.value)) }
      let names = candidate.pattern.groupNames
      for index in candidate.slots.indices {
        view(ofGroup: index) { body(names[index], $0) }
      }
      if candidate.hasValuesAfterPath { candidate.forEachValueAfterPath(body) }
    }

    /// Gives `body` the value named `name` (the first so named, as in ``params``); `false`
    /// when there is none.
    @discardableResult
    func view(named name: String, _ body: (ParamValueView) -> Void) -> Bool {
      if let host = candidate.hostValue, host.name == name {
        body(.value(host.value))
        return true
      }
      let names = candidate.pattern.groupNames
      for index in names.indices where names[index] == name {
        if view(ofGroup: index, body) { return true }
      }
      guard candidate.hasValuesAfterPath else { return false }
      var found = false
      candidate.forEachValueAfterPath { valueName, view in
        guard !found, valueName == name else { return }
        found = true
        body(view)
      }
      return found
    }

    /// Gives `body` the value of path group `index`; `false` when the group did not
    /// participate.
    @discardableResult
    private func view(ofGroup index: Int, _ body: (ParamValueView) -> Void) -> Bool {
      let slot = candidate.slots[index]
      guard let accepted = slot.accepted, let range = candidate.match.range(of: index) else {
        return false
      }
      guard slot.decoded >= 0 else {
        body(accepted.view(text: UnsafeBufferPointer(rebasing: text[range])))
        return true
      }
      var decoded = candidate.bound.decodedTexts[Int(slot.decoded)]
      decoded.withUTF8 { body(accepted.view(text: $0)) }
      return true
    }
  }

  /// Whether any value follows the path's.
  var hasValuesAfterPath: Bool { !bound.query.isEmpty || !bound.rest.isEmpty }

  /// Whether a value after the path's may be text: a number, a boolean or a uuid the query
  /// gave is not (a default may be).
  var mayHaveTextAfterPath: Bool {
    guard bound.rest.isEmpty else { return true }
    // By index: the list's iterator would copy it.
    for index in bound.query.indices where bound.query[index].value.accepted?.isText ?? true {
      return true
    }
    return false
  }

  /// The values after the path's, in ``params`` order: the fragment pattern's, the query's
  /// (declarations in order, a `repeated` one's items in one list), the fragment's.
  func forEachValueAfterPath(_ body: (String, ParamValueView) -> Void) {
    let rest = bound.rest
    let position = bound.queryPosition
    for named in rest[..<position] { body(named.name, .value(named.value)) }
    let slots = bound.query
    if !slots.isEmpty {
      let declarations = route.queryDeclarations
      var index = 0
      while index < slots.count {
        let declaration = declarations[Int(slots[index].declaration)]
        guard declaration.repeated, slots[index].value.accepted != nil else {
          queryView(slots[index], of: declaration) { body(declaration.name, $0) }
          index += 1
          continue
        }
        var items: [ParamValue] = []
        let number = slots[index].declaration
        while index < slots.count, slots[index].declaration == number {
          queryView(slots[index], of: declaration) { items.append($0.value) }
          index += 1
        }
        body(declaration.name, .value(.list(items)))
      }
    }
    for named in rest[position...] { body(named.name, .value(named.value)) }
  }

  /// Gives `body` the value of query slot `slot`, a value of `declaration`.
  private func queryView(
    _ slot: QuerySlot, of declaration: QueryDeclaration, _ body: (ParamValueView) -> Void
  ) {
    // A slot without an accepted value is recorded only for a declaration with a default,
    // and one that reads the query only with the query's text kept.
    guard let accepted = slot.value.accepted else {
      return body(.value(declaration.defaultValue!))
    }
    guard slot.value.decoded < 0 else {
      var decoded = bound.decodedTexts[Int(slot.value.decoded)]
      return decoded.withUTF8 { body(accepted.view(text: $0)) }
    }
    bound.queryText!.withBytes {
      body(
        accepted.view(text: UnsafeBufferPointer(rebasing: $0[Int(slot.start)..<Int(slot.end)])))
    }
  }

  /// Host, path, then fragment pattern, query and fragment values.
  var params: [NamedValue] {
    var params: [NamedValue] = []
    params.reserveCapacity(
      (hostValue == nil ? 0 : 1) + slots.count + bound.query.count + bound.rest.count)
    withViews { views in
      views.forEachValue { params.append(NamedValue(name: $0, value: $1.value)) }
    }
    return params
  }

  /// The value of parameter `name`, the first of ``params`` so named.
  subscript(name: String) -> ParamValue? {
    var value: ParamValue?
    _ = withViews { $0.view(named: name) { value = $0.value } }
    return value
  }

  /// The decoded text of path group `index`, when its raw text holds `%`.
  func decodedText(ofGroup index: Int) -> String? {
    let slot = slots[index].decoded
    return slot >= 0 ? bound.decodedTexts[Int(slot)] : nil
  }

  /// The text of path group `index`, decoded; `nil` when the group did not participate.
  func text(at index: Int) -> String? {
    decodedText(ofGroup: index) ?? match.groupText(index)
  }
}

extension AcceptedValue {
  /// The view of the value whose text is `text`.
  func view(text: UnsafeBufferPointer<UInt8>) -> ParamValueView {
    switch self {
    case .text: .string(text)
    case .uuid: .uuid(text)
    case .int(let value): .value(.int(value))
    case .double(let value): .value(.double(value))
    case .bool(let value): .value(.bool(value))
    }
  }
}
