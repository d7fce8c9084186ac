/// URLs at the reader's 64 KiB limit built to make a resolver slow: long segments, many
/// segments, escapes everywhere, long queries, and links that fail late; and a short link that
/// no route takes, which a table of many routes without a key must not measure one by one. The `worst` section
/// resolves each and reports the slowest against a budget of a millisecond.
enum HostileURLs {
  static let maximumLength = 64 * 1024

  /// Hostile URLs for a table whose links start with `base` (e.g. `flightdeck://setlist/`).
  static func urls(base: String) -> [(name: String, url: String)] {
    func fill(_ unit: String, after prefix: String, suffix: String = "") -> String {
      let room = maximumLength - prefix.utf8.count - suffix.utf8.count
      return prefix + String(repeating: unit, count: room / unit.utf8.count) + suffix
    }
    return [
      ("one long segment", fill("a", after: base)),
      ("one long number", fill("7", after: base)),
      ("encoded slashes", fill("a%2F", after: base)),
      ("escapes", fill("%41", after: base)),
      ("dot escapes", fill("%2E", after: base + "x")),
      ("many segments", fill("/a", after: base + "a")),
      ("dashes", fill("a-", after: base, suffix: "-")),
      ("empty segments", fill("/", after: base + "a")),
      ("long query", fill("a=1&", after: base + "x?")),
      ("query links", fill("u=https://evil.example/&", after: base + "x?")),
      ("non-ASCII", fill("é", after: base)),
      ("bidi overrides", fill("%E2%80%AE", after: base)),
      ("fragment", fill("a", after: base + "x#")),
      ("invalid at the end", fill("a", after: base, suffix: "%")),
      ("long host", fill("a", after: "https://", suffix: ".example.com/x")),
      ("Unicode host labels", fill("bücher.", after: "https://", suffix: "example.com/x")),
      ("punycode host labels", fill("xn--bcher-kva.", after: "https://", suffix: "example.com/x")),
      ("script links in the query", fill("u=javascript:alert(1)&", after: base + "x?")),
      ("short, no route", base + "a/b-x/c"),
    ]
  }
}
