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
    if path.isEmpty { return "/" }
    var scalars = Array(path.unicodeScalars)
    if scalars.count == 1 { return path }
    scalars = collapsing(scalars, "*")
    scalars = collapsing(scalars, "/")
    var leadingStar = false
    var trailingStar = false
    if scalars.count >= 2 {
      if scalars.first == "*" {
        leadingStar = true
        scalars.removeFirst()
      }
      if scalars.last == "*" {
        trailingStar = true
        scalars.removeLast()
      }
    }
    if !leadingStar, scalars.first != "/" { scalars.insert("/", at: 0) }
    if !trailingStar, scalars.last != "/" { scalars.append("/") }
    if leadingStar { scalars.insert("*", at: 0) }
    if trailingStar { scalars.append("*") }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// Replaces every doubled `scalar` by one, until none is left.
  private static func collapsing(_ scalars: [Unicode.Scalar], _ scalar: Unicode.Scalar)
    -> [Unicode.Scalar]
  {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(scalars.count)
    for current in scalars {
      if current == scalar, result.last == scalar { continue }
      result.append(current)
    }
    return result
  }
}
