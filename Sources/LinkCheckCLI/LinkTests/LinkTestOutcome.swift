import RouteTable

/// How one test line fared.
struct LinkTestOutcome: Hashable, Sendable {
  var testCase: LinkTestCase
  /// What the URL actually does.
  var result: Result<Resolution, ResolveFailure>
  var passed: Bool
  /// Why it failed, in one line: `expected …, got …`, or the expectation's syntax error.
  var failure: String?
  /// A fix for the expectation, e.g. for a route name the table does not have.
  var help: String?

  /// The actual result as an expectation would spell it: the full chain or `error[code]:
  /// message`.
  var actualText: String {
    switch result {
    case .success(let resolution): Self.chainText(resolution.chain)
    case .failure(let failure): "error[\(failure.code.rawValue)]: \(failure.message)"
    }
  }

  /// The expectation as written, or `(resolves)` for a line without one.
  var expectedText: String {
    testCase.expectationText ?? "(resolves)"
  }

  /// Column the failure points at: the expectation, else the URL.
  var column: Int {
    testCase.expectationColumn ?? testCase.urlColumn
  }

  static func chainText(_ chain: [ChainEntry]) -> String {
    chain.map { ParamText.entry(route: $0.route, params: $0.params) }.joined(separator: " > ")
  }
}

/// Runs test lines against a table. Each line is independent of the others (a pure function of
/// the line and the table), so lines can be checked in any order or in parallel.
struct LinkTestRunner: Sendable {
  let table: RouteTable

  func run(_ testCase: LinkTestCase) -> LinkTestOutcome {
    let result = table.resolve(testCase.url)
    var outcome = LinkTestOutcome(testCase: testCase, result: result, passed: false)
    switch testCase.expectation {
    case nil:
      outcome.passed = (try? result.get()) != nil
      if !outcome.passed {
        outcome.failure = "expected the link to resolve, got \(outcome.actualText)"
      }
    case .failure(let error):
      outcome.failure = "invalid expectation: \(error.message)"
    case .success(let expectation):
      outcome.passed = Self.matches(expectation, result)
      if !outcome.passed {
        outcome.failure = "expected \(outcome.expectedText), got \(outcome.actualText)"
        outcome.help = unknownRouteHelp(expectation)
      }
    }
    return outcome
  }

  /// `no route 'trak'; did you mean 'track'?` for the first route the expectation names that
  /// the table does not have.
  private func unknownRouteHelp(_ expectation: Expectation) -> String? {
    let named: [ExpectedEntry] =
      switch expectation.outcome {
      case .route(let entry): [entry]
      case .chain(let entries): entries
      case .error: []
      }
    let routes = table.config.routes.map(\.name)
    guard let unknown = named.first(where: { !routes.contains($0.route) }) else { return nil }
    return "the table has no route '\(unknown.route)'"
      + (Suggestion.closest(to: unknown.route, among: routes).map { "; did you mean '\($0)'?" }
        ?? "")
  }

  static func matches(
    _ expectation: Expectation, _ result: Result<Resolution, ResolveFailure>
  ) -> Bool {
    let warnings: [LinkWarning]
    switch result {
    case .success(let resolution): warnings = resolution.warnings
    case .failure(let failure): warnings = failure.warnings
    }
    let codes = Set(warnings.map(\.code.rawValue))
    guard expectation.warnings.allSatisfy(codes.contains) else { return false }
    switch (expectation.outcome, result) {
    case (.error(let code), .failure(let failure)):
      return failure.code.rawValue == code
    case (.route(let entry), .success(let resolution)):
      return entry.matches(route: resolution.route, params: resolution.params, exactly: false)
    case (.chain(let entries), .success(let resolution)):
      return entries.count == resolution.chain.count
        && zip(entries, resolution.chain).allSatisfy {
          $0.matches(route: $1.route, params: $1.params, exactly: true)
        }
    default:
      return false
    }
  }
}
