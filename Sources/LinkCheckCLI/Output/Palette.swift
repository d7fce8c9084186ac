/// ANSI styles by meaning, or none when color is off.
struct Palette: Hashable, Sendable {
  /// What a piece of text is, which decides its style.
  enum Role: String, Hashable, Sendable {
    case error = "1;31"
    case warning = "1;33"
    case help = "1;36"
    case location = "1"
    case note = "2"
    case gutter = "34"
  }

  var isEnabled: Bool

  static let plain = Palette(isEnabled: false)

  /// `text` in the style of `role`.
  func paint(_ text: String, _ role: Role) -> String {
    isEnabled ? "\u{1B}[\(role.rawValue)m\(text)\u{1B}[0m" : text
  }
}
