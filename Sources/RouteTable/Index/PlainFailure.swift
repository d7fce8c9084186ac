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
  /// as `https`), and so do longer URLs with a query, or to an `https` host the table does not
  /// list.
  static let maximumLength = 2048

  /// The failure of `input` decided on its bytes, or `nil` when the general resolver decides.
  static func failure(_ input: String, in index: RouteIndex) -> ResolveFailure? {
    let failure = input.utf8.withContiguousStorageIfAvailable { bytes in
      self.failure(bytes, URLLayout(bytes), path: nil, in: index)
    }
    return failure ?? nil
  }

  /// ``failure(_:in:)`` from the URL's layout (`nil` when the URL is not plain) and its path's
  /// segments when they are split already (``FastResolver`` has read both). With `deferral`, a
  /// scheme or host the table does not list fails with its details left to it.
  static func failure(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout?, path: PathSegments?,
    in index: RouteIndex, deferral: DeferredFailureDetails? = nil
  ) -> ResolveFailure? {
    guard let layout else {
      // `http` is never plain, but it fails as the same URL with `https` would read.
      return hasHTTPScheme(bytes) ? insecureSchemeFailure(bytes, in: index) : nil
    }
    // A long query is left to the general resolver: its candidates are often of a form only
    // that resolver decides, and reading them here was then wasted.
    let isLong = bytes.count > maximumLength
    switch layout.kind {
    case .custom:
      let scheme = UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd])
      guard index.endpoints.lists(scheme: scheme) else {
        guard layout.query == nil else { return nil }
        if let deferral { return ResolveFailure(.unknownScheme, deferred: deferral) }
        return Endpoint.failure(customScheme: scheme, in: index.endpoints)
      }
      if isLong && layout.query != nil { return nil }
    case .https:
      let listed = index.endpoints.lists(
        asciiHost: UnsafeBufferPointer(rebasing: bytes[layout.host]))
      if isLong && (layout.query != nil || listed != true) { return nil }
      switch listed {
      case true?: break
      case false?:
        guard layout.query == nil else { return nil }
        if let deferral { return ResolveFailure(.unknownHost, deferred: deferral) }
        return unknownHostFailure(bytes, layout, in: index)
      case nil: return nil
      }
    }
    guard let path else { return PlainPathFailure.failure(bytes, layout, in: index) }
    return PlainPathFailure.failure(bytes, layout, path: path, in: index)
  }

  /// Whether the URL's scheme (up to the first `:`) is `http`.
  private static func hasHTTPScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 5
      && UnsafeBufferPointer(rebasing: bytes[..<5]).hasSameBytes(as: utf8(of: "http:"))
  }

  /// The UTF-8 of `literal` (compared in place: the generic `elementsEqual` walks iterators).
  private static func utf8(of literal: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// The `unknown-host` failure of a plain `https` URL without a query whose host the table
  /// does not list. The host is plain (lowercase ASCII, no punycode label), so of the security
  /// checks only the look-alike host check can warn, as for the general resolver.
  private static func unknownHostFailure(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, in index: RouteIndex
  ) -> ResolveFailure {
    let host = String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[layout.host]))
    return Endpoint.unknownHost(
      host, in: index.endpoints, column: layout.schemeEnd + 4,
      warnings: index.security.hostCheck.warnings(forHost: host))
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
