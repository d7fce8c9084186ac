/// A small strict XML reader for `AndroidManifest.xml`: elements, attributes, namespaces, the five
/// predefined entities and character references, comments, CDATA and processing instructions,
/// every element and attribute with its position. A document type declaration is refused (no
/// external or custom entities), and depth and size are bounded, so an untrusted file can
/// neither reach outside nor exhaust memory.
enum XMLReader {
  static let maximumDepth = 256
  static let maximumSize = 16 * 1024 * 1024

  /// Reads the document's root element, or throws the first syntax error with its position.
  static func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
    func refuse(_ message: String) -> XMLSyntaxError {
      XMLSyntaxError(message: message, position: SourcePosition(offset: 0, line: 1, column: 1))
    }
    guard bytes.count <= maximumSize else {
      throw refuse("the file is larger than \(maximumSize) bytes")
    }
    // A compiled manifest (taken out of an APK) starts with the chunk header of binary XML.
    if bytes.starts(with: [0x03, 0x00, 0x08, 0x00]) {
      throw refuse(
        "this is a compiled (binary) manifest, as an APK holds it; give the source "
          + "AndroidManifest.xml, or print the APK's with 'apkanalyzer manifest print APP.apk'")
    }
    let utf16: [[UInt8]] = [
      [0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x3C, 0x00, 0x3F], [0x3C, 0x00, 0x3F, 0x00],
    ]
    if utf16.contains(where: { bytes.starts(with: $0) }) {
      throw refuse(
        "the file is UTF-16, which linkcheck does not read; convert it with "
          + "'iconv -f UTF-16 -t UTF-8 AndroidManifest.xml'")
    }
    var scanner = XMLScanner(bytes: bytes)
    return try scanner.document()
  }
}

/// An element as written: its qualified name, attributes with namespaces resolved, children.
struct XMLElement: Hashable, Sendable {
  struct Attribute: Hashable, Sendable {
    /// The local name (`host` for `android:host`) and the namespace URI its prefix names
    /// (`""` for none).
    var name: String
    var namespace: String
    var value: String
    var position: SourcePosition
  }

  var name: String
  var attributes: [Attribute]
  var children: [XMLElement]
  var position: SourcePosition

  /// The value of attribute `name` in `namespace`.
  func attribute(_ name: String, namespace: String = XMLElement.android) -> Attribute? {
    attributes.first { $0.name == name && $0.namespace == namespace }
  }

  static let android = "http://schemas.android.com/apk/res/android"
}

/// A syntax error in an XML file, with where it is.
struct XMLSyntaxError: Error, Hashable, Sendable {
  var message: String
  var position: SourcePosition
}

private struct XMLScanner {
  let bytes: [UInt8]
  var index = 0
  /// Namespace bindings in scope, innermost last.
  var scopes: [[String: String]] = [["xml": "http://www.w3.org/XML/1998/namespace"]]

  /// Where the document starts: after a byte order mark, if any.
  let documentStart: Int

  init(bytes: [UInt8]) {
    self.bytes = bytes
    documentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = documentStart
  }

  /// The last position worked out: positions are asked for in file order, so each is counted
  /// on from the one before (a long file of one line stays linear).
  private var counted = SourcePosition(offset: 0, line: 1, column: 1)

  mutating func position(at offset: Int) -> SourcePosition {
    let offset = min(offset, bytes.count)
    if offset < counted.offset { counted = SourcePosition(offset: 0, line: 1, column: 1) }
    var (line, column) = (counted.line, counted.column)
    for byte in bytes[counted.offset..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    counted = SourcePosition(offset: offset, line: line, column: column)
    return counted
  }

  mutating func error(_ message: String, at offset: Int? = nil) -> XMLSyntaxError {
    XMLSyntaxError(message: message, position: position(at: offset ?? index))
  }

  func peek(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Every byte is part of a UTF-8 character that XML allows: no control character but tab,
  /// line feed and carriage return.
  mutating func checkCharacters() throws(XMLSyntaxError) {
    var sequence = UTF8Sequence()
    for offset in index..<bytes.count {
      let byte = bytes[offset]
      guard sequence.accept(byte, at: offset) else {
        throw error("invalid UTF-8; save the file as UTF-8", at: sequence.start)
      }
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
        throw error(
          "the control character \(Unicode.Scalar(byte).codePointText) is not allowed in XML",
          at: offset)
      }
    }
    if !sequence.isComplete {
      throw error("invalid UTF-8 at the end of the file", at: sequence.start)
    }
  }

  /// Comments, processing instructions and space between top-level or child content.
  mutating func skipMisc() throws(XMLSyntaxError) {
    while true {
      skipSpace()
      if peek("<!--") {
        try skipComment()
      } else if peek("<?") {
        try skipInstruction()
      } else if peek("<!DOCTYPE") {
        throw error("a document type declaration is not allowed (no custom or external entities)")
      } else {
        return
      }
    }
  }

  /// A comment, which may not hold `--` (XML 1.0 §2.5).
  mutating func skipComment() throws(XMLSyntaxError) {
    let start = index
    index += 4
    while index < bytes.count {
      if peek("--") {
        guard peek("-->") else { throw error("'--' is not allowed inside a comment") }
        index += 3
        return
      }
      index += 1
    }
    throw error("the comment is not closed with '-->'", at: start)
  }

  /// A processing instruction; `<?xml …?>`, the declaration, only at the very start.
  mutating func skipInstruction() throws(XMLSyntaxError) {
    let start = index
    let target = bytes[(index + 2)...].prefix { ![0x20, 0x09, 0x0A, 0x0D, 0x3F].contains($0) }
    if target.count == 3, String(decoding: target, as: UTF8.self).lowercased() == "xml",
      start != documentStart
    {
      throw error("the XML declaration '<?xml …?>' may only stand at the very start of the file")
    }
    try skip(past: "?>", what: "processing instruction")
  }

  mutating func skip(past end: String, what: String) throws(XMLSyntaxError) {
    let start = index
    while index < bytes.count {
      if peek(end) {
        index += end.utf8.count
        return
      }
      index += 1
    }
    throw error("the \(what) is not closed with '\(end)'", at: start)
  }

  mutating func document() throws(XMLSyntaxError) -> XMLElement {
    try checkCharacters()
    try skipMisc()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
      throw error("expected the root element")
    }
    let root = try element(depth: 1)
    try skipMisc()
    guard index == bytes.count else { throw error("content after the root element") }
    return root
  }

  mutating func name() throws(XMLSyntaxError) -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isNameByte =
        URICharacter.isAlpha(byte) || URICharacter.isDigit(byte) || byte >= 0x80
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      guard isNameByte else { break }
      index += 1
    }
    guard index > start, !URICharacter.isDigit(bytes[start]) else { throw error("expected a name") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func element(depth: Int) throws(XMLSyntaxError) -> XMLElement {
    guard depth <= XMLReader.maximumDepth else {
      throw error("elements are nested deeper than \(XMLReader.maximumDepth)")
    }
    let start = index
    let startPosition = position(at: start)
    index += 1  // `<`
    let qualified = try name()
    var raw: [(name: String, value: String, position: SourcePosition)] = []
    var written = Set<String>()
    var bindings: [String: String] = [:]
    while true {
      let hadSpace = index < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
      skipSpace()
      guard index < bytes.count else {
        throw error("the tag '\(qualified)' is not closed", at: start)
      }
      if bytes[index] == UInt8(ascii: ">") || peek("/>") { break }
      guard hadSpace else { throw error("expected a space before the attribute") }
      let attributeStart = index
      let attribute = try name()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw error("expected '=' after the attribute '\(attribute)'")
      }
      index += 1
      skipSpace()
      let value = try quoted()
      guard written.insert(attribute).inserted else {
        throw error("duplicate attribute '\(attribute)'", at: attributeStart)
      }
      if attribute == "xmlns" {
        bindings[""] = value
      } else if attribute.hasPrefix("xmlns:") {
        bindings[String(attribute.dropFirst(6))] = value
      }
      raw.append((attribute, value, position(at: attributeStart)))
    }
    scopes.append(bindings)
    defer { scopes.removeLast() }
    var attributes: [XMLElement.Attribute] = []
    var expanded = Set<[String]>()
    for (attribute, value, at) in raw where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
      let (prefix, local) = split(attribute)
      guard let namespace = prefix.map(resolve) ?? "" else {
        throw XMLSyntaxError(message: "the prefix of '\(attribute)' is not declared", position: at)
      }
      // Two prefixes bound to one namespace name the same attribute twice (Namespaces in XML
      // §6.3): which one Android reads would be a matter of order.
      guard expanded.insert([namespace, local]).inserted else {
        throw XMLSyntaxError(
          message:
            "duplicate attribute '\(attribute)': another prefix names '\(local)' in the same "
            + "namespace", position: at)
      }
      attributes.append(.init(name: local, namespace: namespace, value: value, position: at))
    }
    var element = XMLElement(
      name: qualified, attributes: attributes, children: [], position: startPosition)
    if peek("/>") {
      index += 2
      return element
    }
    index += 1  // `>`
    while true {
      guard index < bytes.count else {
        throw error("the element '\(qualified)' is not closed", at: start)
      }
      if peek("</") {
        index += 2
        let closingStart = index
        let closing = try name()
        guard closing == qualified else {
          throw error("'</\(closing)>' closes '<\(qualified)>'", at: closingStart)
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
          throw error("expected '>'")
        }
        index += 1
        return element
      } else if peek("<!--") {
        try skipComment()
      } else if peek("<![CDATA[") {
        try skip(past: "]]>", what: "CDATA section")
      } else if peek("<?") {
        try skipInstruction()
      } else if peek("<!") {
        throw error("a declaration is not allowed inside an element")
      } else if bytes[index] == UInt8(ascii: "<") {
        element.children.append(try self.element(depth: depth + 1))
      } else if bytes[index] == UInt8(ascii: "&") {
        _ = try reference()
      } else {
        index += 1
      }
    }
  }

  func split(_ name: String) -> (prefix: String?, local: String) {
    guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
    return (String(name[..<colon]), String(name[name.index(after: colon)...]))
  }

  func resolve(_ prefix: String) -> String? {
    scopes.reversed().lazy.compactMap { $0[prefix] }.first
  }

  /// An attribute value in `"` or `'`, entities decoded.
  mutating func quoted() throws(XMLSyntaxError) -> String {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { throw error("expected a quoted value") }
    let quote = bytes[index]
    let start = index
    index += 1
    var value: [UInt8] = []
    while index < bytes.count, bytes[index] != quote {
      switch bytes[index] {
      case UInt8(ascii: "<"): throw error("'<' is not allowed in an attribute value; write '&lt;'")
      case UInt8(ascii: "&"): value += try reference()
      default:
        value.append(bytes[index])
        index += 1
      }
    }
    guard index < bytes.count else { throw error("the value is not closed", at: start) }
    index += 1
    return String(decoding: value, as: UTF8.self)
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xN;`, as UTF-8.
  mutating func reference() throws(XMLSyntaxError) -> [UInt8] {
    let start = index
    guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw error("'&' starts no entity; write '&amp;'")
    }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    index = end + 1
    switch name {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      let number =
        name.hasPrefix("#x")
        ? UInt32(name.dropFirst(2), radix: 16)
        : name.hasPrefix("#") ? UInt32(name.dropFirst(1)) : nil
      guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
        throw error("unknown entity '&\(SafeText.quoted(name));'", at: start)
      }
      return Array(String(Character(scalar)).utf8)
    }
  }
}
