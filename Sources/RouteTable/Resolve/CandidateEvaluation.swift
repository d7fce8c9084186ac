/// Tries one route against a URL: path pattern, parameter types, query and fragment.
struct CandidateEvaluation {
  let url: LinkURL
  /// The path's `/`-separated segments (raw), for messages that name a segment; read only
  /// when a message is written, so a URL that fails costs no split.
  var segments: PathSegmentText { PathSegmentText(path: url.path) }

  /// Whether the path is printable ASCII: read once for all the patterns tried on it (the
  /// path without its trailing `/` is too).
  let pathIsPrintable: Bool

  init(url: LinkURL) {
    self.url = url
    pathIsPrintable = PathPattern.isPrintableASCII(Substring(url.path))
  }

  /// Evaluates `route` on the path as written, or (when `stripTrailingSlash`) without its final `/`.
  func evaluate(_ route: CompiledRoute, stripTrailingSlash: Bool) -> CandidateOutcome {
    let options = route.definition.options
    var path = Substring(url.path)
    if stripTrailingSlash {
      guard options.trailingSlash == .ignore, path.count > 1, path.hasSuffix("/") else {
        return .unmatched(progress: 0, reason: "")
      }
      path = path.dropLast()
    }
    var firstRejection: CandidateOutcome?
    for (pattern, rank) in route.patterns {
      guard
        let match = pattern.match(
          path, ignoreCase: !options.caseSensitive, isPrintable: pathIsPrintable)
      else { continue }
      switch bind(match, of: pattern, route: route) {
      case .success(let pathParams):
        switch QueryBinding(url: url, route: route.definition).bind() {
        case .success(let (queryParams, extraQuery)):
          return .matched(
            MatchedCandidate(
              route: route, pattern: pattern, rank: rank, params: pathParams + queryParams,
              extraQuery: extraQuery, strippedTrailingSlash: stripTrailingSlash,
              pathCaptures: zip(pattern.groupNames, match.groups).compactMap { name, raw in
                raw.map { (name, $0) }
              }))
        case .failure(let failure):
          firstRejection =
            firstRejection
            ?? .rejected(code: failure.code, reason: failure.reason, rank: rank, pattern: pattern)
        }
      case .failure(let failure):
        firstRejection =
          firstRejection
          ?? .rejected(code: failure.code, reason: failure.reason, rank: rank, pattern: pattern)
      }
    }
    return firstRejection
      ?? Self.unmatched(route, path: path, segments: segments, isPrintable: pathIsPrintable)
  }

  /// Types each captured group; the first value its type refuses is the reason the route fails.
  private func bind(_ match: PatternMatch, of pattern: PathPattern, route: CompiledRoute)
    -> Result<[NamedValue], BindingFailure>
  {
    var values: [NamedValue] = []
    for (name, raw) in zip(pattern.groupNames, match.groups) {
      guard let raw else { continue }
      let decoded = PercentDecoding.decodeLossless(raw)
      let type = route.definition.type(of: name)
      guard let value = type.accept(decoded) else {
        return .failure(
          BindingFailure(reason: refusal(of: raw, decoded: decoded, name: name, type: type)))
      }
      values.append(NamedValue(name: name, value: value))
    }
    return .success(values)
  }

  /// `segment 2 'abc' is not a uuid` when the value is one whole segment, else names the parameter.
  func refusal(of raw: String, decoded: String, name: String, type: ParamType) -> String {
    Self.refusal(decoded: decoded, segment: segments.firstIndex(of: raw), name: name, type: type)
  }

  /// The refusal of `decoded`, the value of the 0-based `segment` (or of parameter `name` when
  /// it is not one whole segment). Written once into a string sized for it: a URL with a bad
  /// value gets this message every time.
  static func refusal(decoded: String, segment: Int?, name: String, type: ParamType) -> String {
    var decoded = decoded
    return decoded.withUTF8 {
      refusal(decoded: $0, segment: segment, name: name, typeName: type.displayName)
    }
  }

  /// ``refusal(decoded:segment:name:type:)`` of the UTF-8 `decoded`, for a type shown as
  /// `typeName` (``ParamType/displayName``).
  static func refusal(
    decoded: UnsafeBufferPointer<UInt8>, segment: Int?, name: String, typeName: String
  ) -> String {
    let article = ParamType.article(forDisplayName: typeName)
    let capacity =
      decoded.count + name.utf8.count + typeName.utf8.count + MessageText.decimalCapacity + 40
    return MessageText.make(capacity: capacity) { message in
      if let segment {
        message.append("segment ")
        message.append(decimal: segment + 1)
        message.append(" ")
      } else {
        message.append("parameter '")
        message.append(name)
        message.append("' ")
      }
      if decoded.isEmpty {
        message.append("an empty value")
      } else {
        message.append("'")
        message.append(decoded)
        message.append("'")
      }
      message.append(" is not ")
      message.append(article)
      message.append(" ")
      message.append(typeName)
    }
  }

  /// ``refusal(of:decoded:name:type:)`` on the bytes of the raw value `raw` of a path whose
  /// segments (as the URL has it, any trailing `/` included) are `path`.
  static func refusal(
    raw: UnsafeBufferPointer<UInt8>, in path: PathSegments, name: String, type: ParamType
  ) -> String {
    refusal(raw: raw, in: path, name: name, typeName: type.displayName)
  }

  /// ``refusal(raw:in:name:type:)`` for a type shown as `typeName` (``ParamType/displayName``).
  static func refusal(
    raw: UnsafeBufferPointer<UInt8>, in path: PathSegments, name: String, typeName: String
  ) -> String {
    let segment = (0..<path.count).first {
      UnsafeBufferPointer(rebasing: path.bytes[path[$0]]).hasSameBytes(as: raw)
    }
    // ASCII without escapes is its own text, decoded: no string needs to be built for it.
    if !raw.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) {
      return refusal(decoded: raw, segment: segment, name: name, typeName: typeName)
    }
    var text = String(utf8Bytes: raw)
    if raw.contains(UInt8(ascii: "%")) { text = PercentDecoding.decodeLossless(text) }
    return text.withUTF8 {
      refusal(decoded: $0, segment: segment, name: name, typeName: typeName)
    }
  }

  /// The outcome of a route none of whose patterns matches `path`, on a URL whose path, as
  /// written, has the segments `segments`; `isPrintable` as for
  /// ``PathPattern/match(_:ignoreCase:isPrintable:)``.
  static func unmatched(
    _ route: CompiledRoute, path: Substring, segments: PathSegmentText, isPrintable: Bool?
  ) -> CandidateOutcome {
    unmatched(
      route, path: path, isPrintable: isPrintable, segmentCount: { segments.count },
      segment: { segments[$0] })
  }

  /// ``unmatched(_:path:segments:isPrintable:)`` with the segments already split (`segments.bytes` is
  /// `path`): splitting a path of thousands of segments again, once to count them and once to
  /// read one, cost more than the rest of the failure.
  static func unmatched(_ route: CompiledRoute, path: Substring, segments: PathSegments)
    -> CandidateOutcome
  {
    unmatched(
      route, path: path, isPrintable: nil, segmentCount: { segments.count },
      segment: {
        Substring(String(utf8Bytes: UnsafeBufferPointer(rebasing: segments.bytes[segments[$0]])))
      })
  }

  /// `isPrintable`: whether `path` is printable ASCII, `nil` when not known.
  private static func unmatched(
    _ route: CompiledRoute, path: Substring, isPrintable: Bool?, segmentCount: () -> Int,
    segment segmentAt: (Int) -> Substring
  ) -> CandidateOutcome {
    let ignoreCase = !route.definition.options.caseSensitive
    guard
      let (pattern, progress) = route.patterns
        .map({
          (
            $0.pattern,
            $0.pattern.progress(on: path, ignoreCase: ignoreCase, isPrintable: isPrintable)
          )
        })
        .max(by: { $0.1 < $1.1 })
    else {
      return .unmatched(
        progress: 0, reason: "the route has no paths; it is reached only as a parent")
    }
    // Written once into a string of its size: the nearest route's reason is given for every
    // URL that no route matches.
    let count = segmentCount()
    let segment = progress < count ? segmentAt(progress) : nil
    let source = pattern.source
    let capacity =
      source.utf8.count + (segment?.utf8.count ?? 0) + 2 * MessageText.decimalCapacity + 48
    let reason = MessageText.make(capacity: capacity) { message in
      message.append("'")
      message.append(source)
      if let segment {
        message.append("' does not match segment ")
        message.append(decimal: progress + 1)
        message.append(" '")
        message.append(String(segment))
        message.append("'")
      } else {
        message.append("' needs more segments than the path's ")
        message.append(decimal: count)
      }
    }
    return .unmatched(progress: progress, reason: reason)
  }
}

/// Why a captured or query value was refused.
struct BindingFailure: Error {
  var code: ResolveFailure.Code = .invalidParam
  let reason: String
}

extension ParamType {
  /// "a" or "an", for messages like `is not an int`.
  var article: String { Self.article(forDisplayName: displayName) }

  /// ``article`` of a type shown as `name`.
  static func article(forDisplayName name: String) -> String {
    // An empty name counts as a vowel, as a search of "aeiou" for it did.
    let startsWithVowel: Bool
    let utf8 = name.utf8
    if let first = utf8.first, first < 0x80,
      utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80
    {
      // The first character is this one ASCII letter (nothing combines with it).
      switch first | 0x20 {
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"):
        startsWithVowel = true
      default: startsWithVowel = false
      }
    } else {
      switch name.first.map({ String($0).lowercased() }) ?? "" {
      case "", "a", "e", "i", "o", "u": startsWithVowel = true
      default: startsWithVowel = false
      }
    }
    return startsWithVowel ? (name.hasPrefix("uuid") ? "a" : "an") : "a"
  }
}
