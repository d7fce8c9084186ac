/// The failure of a plain URL (``URLLayout``), decided on its bytes: most links that fail are
/// plain but for one thing (a scheme or host the table does not list, `http` to a listed host,
/// a value its type refuses, a path no route takes), and reading them into a ``LinkURL`` and
/// binding every candidate's values cost several times what the failure itself does.
///
/// The reader raises no warning on a plain URL, and the security checks that run on a failure
/// read only a query, a fragment and a host that is not the table's (or has a punycode label):
/// a plain query and a plain host give none but the look-alike host check's, made here too.
/// Whenever the general resolver might say something else or more (an unlisted host with a
/// query, a candidate route of another form, a candidate whose path values and query all fit
/// so that a match or its chain decides), this gives `nil` and ``IndexedResolver`` does the
/// whole work; so its answers are always that resolver's.
enum PlainFailure {
  /// Longer `http` URLs go to the general resolver straight away (they are copied to be read
  /// as `https`); longer `https` URLs are read only when their host is listed (see
  /// ``hostMayBeListed(_:in:)``).
  static let maximumLength = 2048

  static func failure(_ input: String, in index: RouteIndex) -> ResolveFailure? {
    let failure = input.utf8.withContiguousStorageIfAvailable { bytes -> ResolveFailure? in
      guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
      if scheme.hasSameBytes(as: utf8(of: "http")) {
        return insecureSchemeFailure(bytes, in: index)
      }
      let isHTTPS = scheme.hasSameBytes(as: utf8(of: "https"))
      if isHTTPS || index.endpoints.lists(scheme: scheme) {
        // The layout is read again after ``FastResolver``: on a long path that costs a pass,
        // well below what the general resolver spends reading thousands of segments. A long
        // query is left to the general resolver at once: its candidates are often of a form
        // only that resolver decides, and the second pass over the query was then wasted.
        if bytes.count > maximumLength
          && (contains(UInt8(ascii: "?"), in: bytes)
            || (isHTTPS && !hostMayBeListed(bytes, in: index)))
        {
          return nil
        }
        guard let layout = URLLayout(bytes) else { return nil }
        if layout.kind == .https {
          switch index.endpoints.lists(asciiHost: UnsafeBufferPointer(rebasing: bytes[layout.host]))
          {
          case true?: break
          case false?: return unknownHostFailure(bytes, layout, in: index)
          case nil: return nil
          }
        }
        return PlainPathFailure.failure(bytes, layout, in: index)
      }
      return unknownSchemeFailure(bytes, in: index)
    }
    return failure ?? nil
  }

  /// Whether the bytes of an `https` URL between `://` and the first `/` are a host of the
  /// table's, as they must be for a layout to be read and the failure decided here: a long
  /// host the table does not list (`https://aaaa….example.com/`) is then not scanned twice.
  private static func hostMayBeListed(_ bytes: UnsafeBufferPointer<UInt8>, in index: RouteIndex)
    -> Bool
  {
    let hostStart = 8
    var offset = hostStart
    while offset < bytes.count {
      let slashes = ByteWord.equal(ByteWord.load(bytes, at: offset), UInt8(ascii: "/"))
      if slashes != 0 {
        let slash = offset + ByteWord.leadingUnflagged(slashes)
        guard slash < bytes.count else { return false }
        return index.endpoints.lists(
          asciiHost: UnsafeBufferPointer(rebasing: bytes[hostStart..<slash]))
          == true
      }
      offset += 8
    }
    return false
  }

  /// Whether `byte` occurs in `bytes`, eight bytes at a time.
  private static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
      // Past the end `load` reads zero bytes, which are never `byte` here.
      if ByteWord.equal(ByteWord.load(bytes, at: offset), byte) != 0 { return true }
      offset += 8
    }
    return false
  }

  /// The UTF-8 of `literal` (compared in place: the generic `elementsEqual` walks iterators).
  private static func utf8(of literal: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// The `unknown-scheme` failure of a plain URL without a query whose scheme (neither `https`
  /// nor `http`) the table does not list. Told apart before the URL is scanned: most failing
  /// URLs have a scheme of the table's.
  private static func unknownSchemeFailure(
    _ bytes: UnsafeBufferPointer<UInt8>, in index: RouteIndex
  )
    -> ResolveFailure?
  {
    guard let layout = URLLayout(bytes), layout.kind == .custom, layout.query == nil else {
      return nil
    }
    return Endpoint.failure(
      customScheme: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]),
      in: index.endpoints)
  }

  /// The `unknown-host` failure of a plain `https` URL without a query whose host the table
  /// does not list. The host is plain (lowercase ASCII, no punycode label), so of the security
  /// checks only the look-alike host check can warn, as for the general resolver.
  private static func unknownHostFailure(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, in index: RouteIndex
  ) -> ResolveFailure? {
    guard layout.query == nil else { return nil }
    let host = String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[layout.host]))
    var failure = Endpoint.unknownHost(
      host, in: index.endpoints, column: layout.schemeEnd + 4)
    failure.warnings = ConfusableHostCheck(config: index.security.config).warnings(forHost: host)
    return failure
  }

  /// The `insecure-scheme` failure of `http://…` to a host the table lists, when the URL is
  /// plain and has no query. ``URLLayout`` reads only `https`, and an `http` URL reads as the
  /// same URL with `https` (no port is plain, so the default ports never differ): the layout
  /// of that URL decides.
  private static func insecureSchemeFailure(
    _ bytes: UnsafeBufferPointer<UInt8>, in index: RouteIndex
  ) -> ResolveFailure? {
    guard bytes.count < maximumLength else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) {
      secure -> ResolveFailure? in
      let base = secure.baseAddress!
      for (offset, byte) in "https".utf8.enumerated() { base[offset] = byte }
      (base + 5).initialize(from: bytes.baseAddress! + 4, count: bytes.count - 4)
      let secure = UnsafeBufferPointer(secure)
      guard let layout = URLLayout(secure), layout.kind == .https, layout.query == nil else {
        return nil
      }
      let host = UnsafeBufferPointer(rebasing: secure[layout.host])
      // An unlisted host is `unknown-scheme`, with the security checks' warnings on the host.
      guard index.endpoints.lists(asciiHost: host) == true else { return nil }
      return Endpoint.failure(insecureHost: host)
    }
  }
}
