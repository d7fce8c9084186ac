/// How `resolve` prints its records (README "Output").
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// One greppable line per record.
  case text
  /// One JSON object per line, with stable keys.
  case jsonl
  /// `FILE:LINE:COL: error: MESSAGE [code]` per problem, for editors and problem matchers.
  case gcc
  /// GitHub Actions `::error file=…,line=…,col=…::message` annotations.
  case github
  /// One JUnit XML report for CI test reporters (GitLab, Jenkins, GitHub).
  case junit
}

/// How `linkcheck routes` draws the route map.
enum RouteMapFormat: String, CaseIterable, Hashable, Sendable {
  /// The parent hierarchy with patterns, parameter types and descriptions.
  case tree
  /// One JSON document describing every route.
  case json
  /// Graphviz.
  case dot
  /// A Mermaid flowchart, which GitHub renders in Markdown.
  case mermaid
  /// One route name per line, for scripts and shell completion.
  case names
}

/// What each line of `linkcheck samples` is.
enum EmitStyle: String, CaseIterable, Hashable, Sendable {
  /// The URL alone.
  case url
  /// `xcrun simctl openurl booted '<url>'` for the booted iOS simulator.
  case simctl
  /// `adb shell am start -W -a android.intent.action.VIEW -c … -d <url>` for Android.
  case adb
}
