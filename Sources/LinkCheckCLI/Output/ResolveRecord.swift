import RouteTable

/// The result of one input line, as printed: the resolver's outcome plus what `--strict` makes
/// of it.
struct ResolveRecord: Hashable, Sendable {
  /// Why a record failed: the resolver's failure, or under `--strict` the warnings of a
  /// resolution.
  struct Failure: Hashable, Sendable {
    /// A `ResolveFailure.Code` raw value, or `strict`.
    var code: String
    var message: String
    var column: Int?
    var nearest: NearMiss?
    var help: String?
  }

  /// The error code of a resolution failed only by `--strict`.
  static let strictCode = "strict"

  var line: InputLine
  var outcome: Result<Resolution, ResolveFailure>
  /// Whether `--strict` was given.
  var strict: Bool
  /// Every route tried and its verdict, with `--explain`; empty otherwise.
  var candidates: [CandidateTrace] = []

  /// The resolution, kept even when `--strict` fails the record.
  var resolution: Resolution? {
    if case .success(let resolution) = outcome { resolution } else { nil }
  }

  var warnings: [LinkWarning] {
    switch outcome {
    case .success(let resolution): resolution.warnings
    case .failure(let failure): failure.warnings
    }
  }

  /// Why the record failed, or `nil` when it is ok.
  var failure: Failure? {
    switch outcome {
    case .failure(let failure):
      let (message, nearest) = failure.messageAndNearest
      return Failure(
        code: failure.code.rawValue, message: message, column: failure.column,
        nearest: nearest, help: failure.help)
    case .success(let resolution):
      guard strict, !resolution.warnings.isEmpty else { return nil }
      var codes: [String] = []
      for warning in resolution.warnings where !codes.contains(warning.code.rawValue) {
        codes.append(warning.code.rawValue)
      }
      return Failure(
        code: Self.strictCode,
        message: "warnings are errors with --strict: " + codes.joined(separator: ", "))
    }
  }

  /// Whether ``failure`` is `nil`, without building the failure.
  var isOK: Bool {
    if case .failure = outcome { return false }
    return !strict || warnings.isEmpty
  }
}

extension ResolveRecord {
  /// The record of an `--explain` run.
  init(line: InputLine, explanation: Explanation, strict: Bool) {
    self.init(
      line: line, outcome: explanation.result, strict: strict,
      candidates: explanation.candidates)
  }
}
