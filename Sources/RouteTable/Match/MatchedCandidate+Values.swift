/// What a path group's type accepted: a parsed number, or that the text is the value (left in
/// the link, and made a string only when read).
struct ValueSlot: Sendable {
  /// `nil` for a group that did not participate.
  let accepted: AcceptedValue?
  /// Whether the raw text holds `%`: its value is then its text decoded.
  let escaped: Bool

  /// The value of the group whose raw text is `raw`; `nil` when it did not participate.
  func value(raw: UnsafeBufferPointer<UInt8>) -> ParamValue? {
    accepted?.value(text: text(raw: raw))
  }

  /// The text of the group whose raw text is `raw`, decoded when it holds `%`.
  func text(raw: UnsafeBufferPointer<UInt8>) -> String {
    escaped
      ? PercentDecoding.decodeLossless(bytes: raw, plusIsSpace: false) : String(utf8Bytes: raw)
  }
}

/// The values a candidate took from the link are facts (``MatchedCandidate/slots`` over its
/// captures, then ``MatchedCandidate/rest``): `params` and the value of one name are made from
/// them when read, never decided again.
extension MatchedCandidate {
  /// Path, then fragment pattern, query and fragment values.
  var params: [NamedValue] {
    var params: [NamedValue] = []
    params.reserveCapacity(slots.count + rest.count)
    let names = pattern.groupNames
    match.withBytes { text in
      for index in slots.indices {
        guard let range = match.range(of: index),
          let value = slots[index].value(raw: UnsafeBufferPointer(rebasing: text[range]))
        else { continue }
        params.append(NamedValue(name: names[index], value: value))
      }
    }
    if !rest.isEmpty { params += rest }
    return params
  }

  /// The value of parameter `name`, the first of ``params`` so named.
  subscript(name: String) -> ParamValue? {
    let names = pattern.groupNames
    for index in names.indices where names[index] == name {
      if let value = match.withGroup(index, slots[index].value(raw:)) ?? nil { return value }
    }
    return rest[name]
  }

  /// The decoded text of path group `index`; `nil` when the group did not participate.
  func text(at index: Int) -> String? {
    match.withGroup(index, slots[index].text(raw:))
  }
}
