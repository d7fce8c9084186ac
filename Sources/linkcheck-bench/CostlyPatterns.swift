/// Tables whose patterns make a long path costly to decide: each backtracks over the path in a
/// way the matcher's shortcuts (tail window, following text, first-segment test) do not cover,
/// or runs on Swift `Regex`. The `worst` section sends each the hostile URLs: the link
/// allowance (`MatchLimit`) must keep every one under a millisecond, with `match-limit` where
/// the answer would cost more.
enum CostlyPatterns {
  static let patterns = [
    // An expression the tail window cannot bound: a `\` then `d`s.
    #"/:a(.+)-:b(\\\\d+)"#,
    // A look-ahead: the whole pattern runs on Swift `Regex`.
    #"/:a((?=.)(?:.+))-:b(\\d+)"#,
    // A counted repetition over 64: this part runs on Swift `Regex`.
    #"/:a(.+)-:b([a-z]{70})"#,
    // A wildcard whose every end scans the rest of the path for a `/`.
    "/*-:b",
    "/*/:b",
    // A repeated segment parameter before fixed text.
    "/:x+/end",
  ]

  /// One table per pattern; one of 1,000 routes `/:a(.+)-:b(x{N})` no index sorts out, each
  /// running an expression on Swift `Regex`; two of 120 routes under one key, which a long link
  /// must try (and measure for `nearest`) one by one; and 128 routes starting with a
  /// look-ahead, which a failing link measures for `nearest` on Swift `Regex`.
  static var tables: [String] {
    patterns.map { table([$0]) }
      + [
        table((1...1_000).map { #"/:a(.+)-:b(x{\#($0 % 90 + 1)})"# }),
        table((1...120).map { "/h/*/y\($0)" }),
        table((1...120).map { "/h/:a\($0)+/end\($0)" }),
        table((1...128).map { #"/:w((?=\\w)\\w*)/g\#($0)/q"# }),
      ]
  }

  private static func table(_ patterns: [String]) -> String {
    let routes = patterns.enumerated().map { number, pattern in
      #"{"name":"r\#(number)","paths":["\#(pattern)"]}"#
    }
    return #"{"version":1,"schemes":["costly"],"routes":["#
      + routes.joined(separator: ",\n") + "]}"
  }
}
