/// A URL's query as ``URLReader`` keeps it: the text after `?` (non-ASCII characters
/// percent-encoded), split into items only when they are read.
///
/// A 64 KiB link can hold 16,000 items: building two strings for each cost more than the rest of
/// its resolution, while the resolver and the security checks read nearly all of them as bytes
/// (``forEachItem(_:)``) and build a string only for the few they keep.
struct RawQuery: Sendable {
  private enum Storage: Sendable {
    /// As written: items are split on `&`, then on the first `=`, and empty ones skipped.
    case text(LinkText)
    /// Items given one by one (``LinkURL/queryItems`` set, or passed to its initialiser), kept as
    /// given: their names and values may hold `&` or `=`.
    case items([QueryItem])
  }

  private var storage: Storage

  /// A query read from a URL: the text after `?` and before `#`.
  init(text: LinkText) {
    storage = .text(text)
  }

  init(items: [QueryItem]) {
    storage = .items(items)
  }

  /// The items in order, each name and value as written.
  var items: [QueryItem] {
    switch storage {
    case .items(let items): return items
    case .text:
      var items: [QueryItem] = []
      forEachItem { name, value in
        items.append(
          QueryItem(rawName: String(utf8Bytes: name), rawValue: String(utf8Bytes: value)))
        return true
      }
      return items
    }
  }

  /// The query as written, when it was read from a URL (`nil` when its items were given one by
  /// one): a check that holds for all of its bytes holds for every item.
  var text: LinkText? {
    if case .text(let text) = storage { text } else { nil }
  }

  /// The query as one text: as written, or its items joined, each `&` inside a name or value
  /// and each `=` inside a name escaped, so that it splits into the same items.
  var joinedText: LinkText {
    switch storage {
    case .text(let text): return text
    case .items(let items):
      /// `&`, and in a name `=`, escaped: either would split the item otherwise.
      func escaping(_ text: String, inName: Bool) -> String {
        var escaped = ""
        for character in text {
          switch character {
          case "&": escaped += "%26"
          case "=" where inName: escaped += "%3D"
          default: escaped.append(character)
          }
        }
        return escaped
      }
      return LinkText(
        items.map {
          escaping($0.rawName, inName: true) + "=" + escaping($0.rawValue, inName: false)
        }
        .joined(separator: "&"))
    }
  }

  /// Whether there is no item (no `?`, or nothing but `&` after it).
  var isEmpty: Bool {
    switch storage {
    case .items(let items): items.isEmpty
    case .text(let text): text.withBytes { $0.allSatisfy { $0 == UInt8(ascii: "&") } }
    }
  }

  /// Calls `body` with each item's raw (percent-encoded) name and value, as bytes valid during
  /// the call, in order; stops when `body` returns `false`.
  func forEachItem(
    _ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    switch storage {
    case .text(let text):
      text.withBytes { bytes in
        Self.forEachQueryItem(bytes, in: 0..<bytes.count) { name, value in
          body(
            UnsafeBufferPointer(rebasing: bytes[name]), UnsafeBufferPointer(rebasing: bytes[value]))
        }
      }
    case .items(let items):
      for item in items {
        var (name, value) = (item.rawName, item.rawValue)
        let goesOn = name.withUTF8 { name in value.withUTF8 { value in body(name, value) } }
        if !goesOn { return }
      }
    }
  }
}

extension RawQuery: Hashable {
  /// Equal when the items are: `a&&b` and `a&b` hold the same query.
  static func == (lhs: RawQuery, rhs: RawQuery) -> Bool {
    if case .text(let left) = lhs.storage, case .text(let right) = rhs.storage, left == right {
      return true
    }
    return lhs.items == rhs.items
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(items)
  }

  /// Whether a raw query name may decode to other bytes (an escape, or `+` read as a space), so
  /// that comparing its bytes with a declared name does not settle it.
  static func mayDecodeOtherwise(_ rawName: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Bool {
    rawName.contains(UInt8(ascii: "%")) || (plusIsSpace && rawName.contains(UInt8(ascii: "+")))
  }

  /// Calls `body` with each non-empty `&`-separated query item: its raw name and raw value
  /// (empty without `=`), as byte ranges; stops when `body` returns `false`.
  static func forEachQueryItem(
    _ bytes: UnsafeBufferPointer<UInt8>, in query: Range<Int>,
    _ body: (_ name: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    var itemStart = query.lowerBound
    var equals = -1
    var index = query.lowerBound
    while true {
      let atEnd = index == query.upperBound
      if atEnd || bytes[index] == UInt8(ascii: "&") {
        if index > itemStart {
          let nameEnd = equals >= 0 ? equals : index
          let valueStart = equals >= 0 ? equals + 1 : index
          if !body(itemStart..<nameEnd, valueStart..<index) { return }
        }
        if atEnd { return }
        itemStart = index + 1
        equals = -1
      } else if bytes[index] == UInt8(ascii: "=") && equals < 0 {
        equals = index
      }
      index += 1
    }
  }
}
