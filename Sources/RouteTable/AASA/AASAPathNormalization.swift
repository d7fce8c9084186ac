/// The path normalisation iOS applies to a path pattern when it compiles it and to a URL's path
/// when it matches it (aasa.md §1.4.2): the reason `/buy` matches `/buy/`, `/buy/*` matches
/// `/buy`, and `abc` matches `/abc`.
public enum AASAPathNormalization {
  /// The normalised form of a path pattern or URL path.
  ///
  /// An empty string becomes `/`; a one-character string is kept. Otherwise runs of `**` and `//`
  /// collapse, one leading and one trailing `*` are set aside, a `/` is added at each end that
  /// has no `*`, and the `*`s are put back.
  public static func normalize(_ path: String) -> String {
    String(normalize(Array(path.unicodeScalars)))
  }

  /// ``normalize(_:)`` on the characters of a path, in one pass (a link's path may be 64 KiB).
  static func normalize(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    if scalars.isEmpty { return ["/"] }
    if scalars.count == 1 { return scalars }
    // Dropping a `*` or `/` that repeats the one kept before it collapses both kinds of run at
    // once: neither kind of drop can make a run of the other.
    var collapsed: [Unicode.Scalar] = []
    collapsed.reserveCapacity(scalars.count + 2)
    for scalar in scalars {
      if scalar == "*" || scalar == "/", collapsed.last == scalar { continue }
      collapsed.append(scalar)
    }
    var body = collapsed[...]
    let leadingStar = body.count >= 2 && body.first == "*"
    if leadingStar { body = body.dropFirst() }
    let trailingStar = collapsed.count >= 2 && body.last == "*"
    if trailingStar { body = body.dropLast() }
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(body.count + 4)
    if leadingStar { result.append("*") } else if body.first != "/" { result.append("/") }
    result += body
    if !trailingStar, body.last != "/" { result.append("/") }
    if trailingStar { result.append("*") }
    return result
  }
}
