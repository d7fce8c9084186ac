/// A problem located in an input file, printed for editors (`gcc`) or GitHub Actions
/// (`github`).
struct Annotation: Hashable, Sendable {
  enum Level: String, Hashable, Sendable {
    case error
    case warning
  }

  /// The file, or `<stdin>` / `<arguments>` for links that come from there.
  var file: String
  var line: Int
  var column: Int
  var level: Level
  var message: String
  var code: String

  /// `FILE:LINE:COL: error: MESSAGE [code]`.
  var gcc: String {
    "\(VisibleText.escaping(file)):\(line):\(column): \(level.rawValue): "
      + "\(VisibleText.escaping(message)) [\(code)]"
  }

  /// `::error file=FILE,line=LINE,col=COL,title=linkcheck [code]::MESSAGE`, escaped as the
  /// workflow command syntax requires (`%`, CR, LF everywhere; `:` and `,` in properties too).
  var github: String {
    // No `file=` for links from stdin or the arguments: there is no file to annotate.
    let properties =
      (Self.isStandIn(file) ? [] : ["file=\(Self.escapedProperty(file))"]) + [
        "line=\(line)", "col=\(column)", "title=\(Self.escapedProperty("linkcheck [\(code)]"))",
      ]
    return "::\(level.rawValue) \(properties.joined(separator: ","))::"
      + Self.escapedData(VisibleText.escaping(message))
  }

  /// What stands for FILE when links come from stdin or the arguments.
  static let standardInput = "<stdin>"
  static let arguments = "<arguments>"

  static func isStandIn(_ file: String) -> Bool { file == standardInput || file == arguments }

  static func escapedData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  static func escapedProperty(_ text: String) -> String {
    escapedData(VisibleText.escaping(text)).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
