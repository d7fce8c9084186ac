/// JSON Pointers (RFC 6901) for diagnostics: `/routes/3/params/id`.
enum JSONPointer {
  /// `pointer` extended by one key, escaping `~` as `~0` and `/` as `~1`.
  static func appending(_ token: String, to pointer: String) -> String {
    var extended = pointer + "/"
    for scalar in token.unicodeScalars {
      switch scalar {
      case "~": extended += "~0"
      case "/": extended += "~1"
      default: extended.unicodeScalars.append(scalar)
      }
    }
    return extended
  }

  static func appending(_ index: Int, to pointer: String) -> String {
    pointer + "/" + String(index)
  }
}
