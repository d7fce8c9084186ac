/// The security pass (SPEC §6): warnings about links built to attack the app that opens them.
///
/// It runs after the resolver has decided, so it never changes which route wins; each warning
/// fails the record under `--strict`. Checks that need a route (the path parameters) run only on
/// resolved links; the others run on every link whose scheme and host could be read.
struct SecurityCheck {
  let config: RouteConfig

  /// Warnings for a resolved link: its host, the raw captures of its path parameters (in
  /// pattern order), its query items and its fragment.
  func warnings(
    for url: LinkURL, pathCaptures: [(name: String, raw: String)], plusIsSpace: Bool
  ) -> [LinkWarning] {
    let path = pathCaptures.map {
      InspectedValue(
        place: .pathParameter($0.name), raw: $0.raw,
        decoded: PercentDecoding.decodeLossless($0.raw))
    }
    var warnings = ConfusableHostCheck(config: config).warnings(for: url)
    warnings += EncodedSeparatorCheck.warnings(for: path)
    warnings += valueWarnings(path + Self.queryAndFragment(of: url, plusIsSpace: plusIsSpace))
    return warnings
  }

  /// Warnings for a link that does not resolve: everything that does not need a route.
  func warnings(forUnresolved url: LinkURL) -> [LinkWarning] {
    ConfusableHostCheck(config: config).warnings(for: url)
      + valueWarnings(Self.queryAndFragment(of: url, plusIsSpace: config.options.plusIsSpace))
  }

  /// At most this many warnings of one code come from a link's values: enough to fail the
  /// record and show what is wrong, while a link holding thousands of hostile values costs no
  /// more to check than a few of them.
  static let maximumWarningsPerCode = 8

  /// `control-char`, `script-scheme` and `open-redirect`, at most one of each per value (and
  /// ``maximumWarningsPerCode`` of each per link).
  private func valueWarnings(_ values: [InspectedValue]) -> [LinkWarning] {
    var warnings: [LinkWarning] = []
    var (controls, scripts, redirects) = (0, 0, 0)
    let limit = Self.maximumWarningsPerCode
    let redirectCheck = OpenRedirectCheck(config: config)
    for value in values {
      if controls < limit, let warning = ControlCharacterCheck.warning(for: value) {
        warnings.append(warning)
        controls += 1
      }
      // A script link is not also reported as a redirect.
      guard scripts < limit || redirects < limit else { continue }
      if let warning = ScriptSchemeCheck.warning(for: value) {
        if scripts < limit { warnings.append(warning) }
        scripts += 1
      } else if redirects < limit, let warning = redirectCheck.warning(for: value) {
        warnings.append(warning)
        redirects += 1
      }
      if controls >= limit && scripts >= limit && redirects >= limit { break }
    }
    return warnings
  }

  /// Every query item (declared or not: an app may read any of them) and the fragment.
  private static func queryAndFragment(of url: LinkURL, plusIsSpace: Bool) -> [InspectedValue] {
    var values: [InspectedValue] = []
    for item in url.queryItems {
      let name = item.name(plusIsSpace: plusIsSpace)
      values.append(
        InspectedValue(place: .queryName, raw: item.rawName, decoded: name))
      values.append(
        InspectedValue(
          place: .queryParameter(name), raw: item.rawValue,
          decoded: item.value(plusIsSpace: plusIsSpace)))
    }
    if let fragment = url.fragment {
      values.append(InspectedValue(place: .fragment, raw: fragment, decoded: fragment))
    }
    return values
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
    let hasEscape =
      decoded.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
      ?? decoded.utf8.contains(UInt8(ascii: "%"))
    if hasEscape, let again = PercentDecoding.decode(decoded), again != decoded {
      decodedTwice = again
    } else {
      decodedTwice = nil
    }
  }
}
