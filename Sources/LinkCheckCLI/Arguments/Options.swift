/// The option values of a `resolve` or `lint` run, defaults filled in.
struct Options: Hashable, Sendable {
  /// `-c/--config`.
  var config: String?
  /// `-i/--input`; `-` is stdin.
  var input: String?
  var format: OutputFormat = .text
  var quiet = false
  var strict = false
  var explain = false
  var color: ColorChoice = .auto
  /// `-j/--jobs`: threads for line input; `nil` lets the command choose.
  var jobs: Int?
}
