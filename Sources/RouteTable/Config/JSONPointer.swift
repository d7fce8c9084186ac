/// JSON Pointers (RFC 6901) for diagnostics: `/routes/3/params/id`.
enum JSONPointer {
  /// `pointer` extended by one key, escaping `~` as `~0` and `/` as `~1`.
  static func appending(_ token: String, to pointer: String) -> String {
    pointer + "/" + token.replacing("~", with: "~0").replacing("/", with: "~1")
  }

  static func appending(_ index: Int, to pointer: String) -> String {
    pointer + "/" + String(index)
  }
}
