/// The security pass (README "Security checks"): warnings about links built to attack the app that
/// opens them.
///
/// It runs after the resolver has decided, so it never changes which route wins; each warning
/// fails the record under `--strict`. Checks that need a route (the path parameters) run only on
/// resolved links; the others run on every link whose scheme and host could be read.
/// A class: the compiled table holds one, and every link reads it.
final class SecurityCheck: Sendable {
  /// `confusable-host`, prepared for the table's hosts.
  let hostCheck: ConfusableHostCheck
  /// `open-redirect`, prepared for the table's hosts.
  let redirectCheck: OpenRedirectCheck
  /// The table's `plusIsSpace`, for the values of a link no route accepts.
  let plusIsSpace: Bool

  init(config: RouteConfig) {
    hostCheck = ConfusableHostCheck(config: config)
    redirectCheck = OpenRedirectCheck(config: config)
    plusIsSpace = config.options.plusIsSpace
  }

  /// Warnings for a resolved link: its host, the raw captures of the `candidate`'s path groups
  /// (only those whose bytes may warn are made strings and decoded), its query items and its
  /// fragment, read as the candidate's route reads them (`plusIsSpace`).
  func warnings(for url: LinkURL, candidate: MatchedCandidate) -> [LinkWarning] {
    var path: [InspectedValue] = []
    // One slot per group. The match and the names are read in place (the names only for a
    // value that may warn): copies of them retained what they hold, for every link.
    for index in candidate.pathValuesMayWarn ? candidate.slots.indices : 0..<0 {
      // An inert value (``RawValueShape``) can raise no warning: most path values are. A number,
      // uuid or boolean written without `%` is inert by its type.
      let slot = candidate.slots[index]
      guard slot.decoded >= 0 || slot.accepted?.isText == true,
        candidate.match.withGroup(index, { RawValueShape(bytes: $0) != .inert }) == true,
        let raw = candidate.match.groupText(index)
      else { continue }
      // A value without `%` is its own decoding; one with `%` was decoded for its type.
      path.append(
        InspectedValue(
          place: .pathParameter(candidate.pattern.groupNames[index]), raw: raw,
          decoded: candidate.decodedText(ofGroup: index) ?? raw))
    }
    // A resolved link's host is one the table lists.
    var warnings = hostCheck.warnings(for: url, listed: true)
    if !path.isEmpty { warnings.append(warnings: EncodedSeparatorCheck.warnings(for: path)) }
    warnings.append(
      warnings: valueWarnings(
        path, url, plusIsSpace: candidate.route.definition.options.plusIsSpace))
    return warnings
  }

  /// Warnings for a link that does not resolve: everything that does not need a route.
  func warnings(forUnresolved url: LinkURL) -> [LinkWarning] {
    hostCheck.warnings(for: url)
      + valueWarnings([], url, plusIsSpace: plusIsSpace)
  }

  /// ``warnings(forUnresolved:)`` with every value that may warn inspected in full, none
  /// cleared on its raw bytes alone: the reference the shortcut is compared with.
  func warningsInspectingEveryValue(forUnresolved url: LinkURL) -> [LinkWarning] {
    hostCheck.warnings(for: url)
      + valueWarnings(
        [], url, plusIsSpace: plusIsSpace, clearsQuietValues: false)
  }

  /// At most this many warnings of one code come from a link's values: enough to fail the
  /// record and show what is wrong, while a link holding thousands of hostile values costs no
  /// more to check than a few of them.
  static let maximumWarningsPerCode = 8

  /// `control-char`, `script-scheme` and `open-redirect` for the path values, then every query
  /// item (declared or not: an app may read any of them) and the fragment; at most one of each
  /// per value, and ``maximumWarningsPerCode`` of each per link. A query name or value is
  /// decoded only when its raw bytes leave a check that may still fire.
  @inline(__always)
  private func valueWarnings(
    _ path: [InspectedValue], _ url: LinkURL, plusIsSpace: Bool, clearsQuietValues: Bool = true
  ) -> [LinkWarning] {
    // A query whose every byte is inert holds no name or value that may warn: a link of
    // thousands of plain items is cleared in one pass over its bytes. Told here, in the
    // caller: most links have no value to inspect, and the call alone cost more than this.
    let queryIsInert = url.query.text?.withBytes { RawValueShape(bytes: $0) == .inert } ?? false
    if path.isEmpty && (queryIsInert || url.query.isEmpty) && url.fragment == nil { return [] }
    return inspectedValueWarnings(
      path, url, queryIsInert: queryIsInert, plusIsSpace: plusIsSpace,
      clearsQuietValues: clearsQuietValues)
  }

  /// ``valueWarnings(_:_:plusIsSpace:clearsQuietValues:)`` of a link with values to inspect.
  @inline(never)
  private func inspectedValueWarnings(
    _ path: [InspectedValue], _ url: LinkURL, queryIsInert: Bool, plusIsSpace: Bool,
    clearsQuietValues: Bool
  ) -> [LinkWarning] {
    var collector = Collector(
      redirectCheck: redirectCheck, plusIsSpace: plusIsSpace,
      clearsQuietValues: clearsQuietValues)
    for value in path { collector.inspect(value) }
    if !queryIsInert {
      url.query.forEachItem { rawName, rawValue in
        guard !collector.isDone else { return false }
        collector.inspectQueryItem(rawName: rawName, rawValue: rawValue)
        return true
      }
    }
    if let fragment = url.fragment {
      collector.inspect(InspectedValue(place: .fragment, raw: fragment, decoded: fragment))
    }
    return collector.warnings
  }

  /// The value warnings found so far, with the count of each code.
  private struct Collector {
    let redirectCheck: OpenRedirectCheck
    let plusIsSpace: Bool
    /// Whether printable values are cleared on their raw bytes (``isQuietPrintable(_:)``).
    let clearsQuietValues: Bool
    var warnings: [LinkWarning] = []
    var controls = 0
    var scripts = 0
    var redirects = 0
    let limit = SecurityCheck.maximumWarningsPerCode

    var isDone: Bool { controls >= limit && scripts >= limit && redirects >= limit }

    /// Whether a value with these raw bytes could add a warning.
    func needs(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
      switch RawValueShape(bytes: raw) {
      case .inert: false
      case .printable:
        (scripts < limit || redirects < limit) && !(clearsQuietValues && isQuietPrintable(raw))
      case .other: true
      }
    }

    /// Whether a printable raw value (ASCII without `%`) adds no warning, told from its bytes:
    /// it decodes to itself (unless a `+` reads as a space) and no further, and holds no
    /// control character, so only a script scheme or a web link could warn. A link holding
    /// thousands of such values (`u=https://…&…`, `u=javascript:…&…`) is then checked without
    /// one string decoded for each once the warnings of their kind are all given.
    private func isQuietPrintable(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
      if plusIsSpace && raw.contains(UInt8(ascii: "+")) { return false }
      // Once the script warnings are all given, only a web link can still warn: most values
      // of a link full of scripts are told so from their first letters.
      if scripts >= limit && !OpenRedirectCheck.mayBeWebLink(utf8: raw) { return true }
      if let scheme = ScriptSchemeCheck.scriptScheme(utf8: raw) {
        // Once its warnings are all given, a script link adds none: it is not also a redirect.
        return scripts >= limit && ScriptSchemeCheck.opens(scheme, raw)
      }
      return redirects >= limit || !OpenRedirectCheck.mayBeWebLink(utf8: raw)
        || OpenRedirectCheck.webHost(of: String(utf8Bytes: raw)) == nil
    }

    /// Inspects a query item's name and value, each only when ``needs(_:)`` says it may warn.
    /// Mutating, so that the closure walking the items reaches the collector in place: a call
    /// to a non-mutating method copied it, retaining all it holds, for each of thousands of
    /// items.
    mutating func inspectQueryItem(
      rawName: UnsafeBufferPointer<UInt8>, rawValue: UnsafeBufferPointer<UInt8>
    ) {
      // Decoded once for the name's own check and the value's description.
      var name: String?
      func decodedName() -> String {
        if let name { return name }
        let decoded = PercentDecoding.decodeLossless(bytes: rawName, plusIsSpace: plusIsSpace)
        name = decoded
        return decoded
      }
      if needs(rawName) {
        inspect(
          InspectedValue(place: .queryName, raw: String(utf8Bytes: rawName), decoded: decodedName())
        )
      }
      if needs(rawValue) {
        inspect(
          InspectedValue(
            place: .queryParameter(decodedName()), raw: String(utf8Bytes: rawValue),
            decoded: PercentDecoding.decodeLossless(bytes: rawValue, plusIsSpace: plusIsSpace)))
      }
    }

    mutating func inspect(_ value: InspectedValue) {
      if controls < limit, let warning = ControlCharacterCheck.warning(for: value) {
        warnings.append(warning)
        controls += 1
      }
      // A script link is not also reported as a redirect.
      guard scripts < limit || redirects < limit else { return }
      if let scheme = ScriptSchemeCheck.openedScheme(of: value) {
        if scripts < limit {
          warnings.append(ScriptSchemeCheck.warning(for: value, scheme: scheme))
        }
        scripts += 1
      } else if redirects < limit, let warning = redirectCheck.warning(for: value) {
        warnings.append(warning)
        redirects += 1
      }
    }
  }
}

/// One value a link hands the app, as written and decoded once.
struct InspectedValue {
  enum Place {
    case pathParameter(String)
    case queryName
    case queryParameter(String)
    case fragment
  }

  let place: Place
  /// Percent-encoded, as in the URL (for the fragment: decoded, as the URL reader keeps it).
  let raw: String
  let decoded: String

  /// `path parameter 'id'`, `query parameter 'next'`, `a query parameter name`, `the fragment`.
  var description: String {
    switch place {
    case .pathParameter(let name) where name.isNumberedGroup:
      "path group \(name)"
    case .pathParameter(let name): "path parameter '\(SafeText.quoted(name))'"
    case .queryName: "query parameter name '\(SafeText.quoted(raw))'"
    case .queryParameter(let name): "query parameter '\(SafeText.quoted(name))'"
    case .fragment: "the fragment"
    }
  }

  /// The value decoded once more, as an app that decodes twice would see it; `nil` when a second
  /// decoding changes nothing. Worked out once: every check reads it.
  let decodedTwice: String?

  init(place: Place, raw: String, decoded: String) {
    self.place = place
    self.raw = raw
    self.decoded = decoded
    if decoded.holdsByte(UInt8(ascii: "%")), let again = PercentDecoding.decode(decoded),
      again != decoded
    {
      decodedTwice = again
    } else {
      decodedTwice = nil
    }
  }
}
