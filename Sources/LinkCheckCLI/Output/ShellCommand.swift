/// The lines `linkcheck samples --emit` prints, quoted for a POSIX shell.
enum ShellCommand {
  static let simctl = "xcrun simctl openurl booted"
  static let adb =
    "adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d"

  /// The URL alone, or a command that opens it, followed by `# ROUTE` as a shell comment;
  /// `package` makes the adb command open the link in that app (`--package`).
  static func line(for url: String, style: EmitStyle, route: String, package: String? = nil)
    -> String
  {
    switch style {
    case .url: url
    case .simctl: "\(simctl) \(quoted(url))  # \(route)"
    case .adb:
      "\(adb) \(deviceQuoted(url))\(package.map { " " + deviceQuoted($0) } ?? "")  # \(route)"
    }
  }

  /// `'text'`, with each `'` written as `'\''`: one word for `sh`, whatever the text holds.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// A word that survives two shells: `adb shell` joins its arguments with spaces and the
  /// device's shell parses them again, so the URL is quoted for the device, and that for the
  /// local shell. When the URL holds nothing special to double quotes, the readable
  /// `"'<url>'"` does both; otherwise the device-quoted text is single-quoted again.
  static func deviceQuoted(_ url: String) -> String {
    let device = quoted(url)
    let specialInDoubleQuotes: Set<Character> = ["\"", "$", "`", "\\", "!"]
    if !device.contains(where: specialInDoubleQuotes.contains) { return "\"\(device)\"" }
    return quoted(device)
  }
}
