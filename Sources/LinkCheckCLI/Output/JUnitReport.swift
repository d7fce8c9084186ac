/// A JUnit XML report: one `<testsuite>` for one input file, one `<testcase>` per link, as
/// GitLab, Jenkins and GitHub test reporters read it.
///
/// ```xml
/// <testsuite name="links.test" tests="2" failures="1" errors="0" skipped="0">
///   <testcase name="line 3: app://x" classname="linkcheck.links.test"/>
///   <testcase name="line 4: app://y" classname="linkcheck.links.test">
///     <failure message="expected home, got error[no-match]: …" type="no-match">…</failure>
///   </testcase>
/// </testsuite>
/// ```
struct JUnitReport: Hashable, Sendable {
  struct TestCase: Hashable, Sendable {
    var line: Int
    var input: String
    /// The one-line failure message and a longer body, when the case failed.
    var failure: (message: String, type: String, body: String)?

    static func == (lhs: TestCase, rhs: TestCase) -> Bool {
      lhs.line == rhs.line && lhs.input == rhs.input
        && lhs.failure?.message == rhs.failure?.message && lhs.failure?.body == rhs.failure?.body
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(line)
      hasher.combine(input)
      hasher.combine(failure?.message)
    }
  }

  var file: String
  var cases: [TestCase] = []

  var lines: [String] {
    let failures = cases.filter { $0.failure != nil }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">",
      "  <testsuite name=\"\(Self.escaped(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">",
    ]
    let classname = Self.escaped("linkcheck." + file)
    for testCase in cases {
      let open =
        "    <testcase name=\"\(Self.escaped("line \(testCase.line): \(testCase.input)"))\" classname=\"\(classname)\""
      guard let failure = testCase.failure else {
        lines.append(open + "/>")
        continue
      }
      lines.append(open + ">")
      lines.append(
        "      <failure message=\"\(Self.escaped(failure.message))\" type=\"\(Self.escaped(failure.type))\">"
          + Self.escaped(failure.body) + "</failure>")
      lines.append("    </testcase>")
    }
    return lines + ["  </testsuite>", "</testsuites>"]
  }

  /// Text for an attribute or element: markup characters as entities, line breaks in
  /// attributes as `&#10;`, the other characters ``VisibleText`` escapes escaped so, and the
  /// characters XML 1.0 cannot hold at all as U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value > 0x1F, VisibleText.isControl(scalar) {
        result += JSONText.unicodeEscape(scalar)
        continue
      }
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
