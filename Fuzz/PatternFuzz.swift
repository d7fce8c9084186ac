@testable import RouteTable

/// libFuzzer target: the first line of the input is a path pattern, the rest a path. A pattern
/// parses or fails at a column inside it; a parsed pattern's canonical form parses to the same
/// canonical form, and matching any path returns one capture per group, the captures the
/// generated regular expression finds (on paths short enough for Swift `Regex`), and what the
/// same pattern finds when a table loads it (compiling that expression only if it must). Where
/// every `(regex)` part is a repeated class, measuring progress on bytes gets as far and pays
/// the budget as asking Swift `Regex` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = FuzzInput.text(data, size)
  let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let source = String(lines[0])
  let path = lines.count > 1 ? lines[1] : "/"
  let pattern: PathPattern
  do {
    pattern = try PathPattern(source)
  } catch {
    precondition(!error.message.isEmpty)
    return 0
  }
  let canonical = pattern.canonicalSource
  do {
    let reparsed = try PathPattern(canonical)
    precondition(
      reparsed.canonicalSource == canonical,
      "canonical form '\(canonical)' of '\(source)' is not stable: '\(reparsed.canonicalSource)'")
    precondition(reparsed.groupNames == pattern.groupNames)
  } catch {
    preconditionFailure("canonical form '\(canonical)' of '\(source)' does not parse: \(error)")
  }
  // A config refuses these (`{-:a}+`): their generated expression backtracks exponentially.
  guard pattern.backtrackingProblem == nil else { return 0 }
  guard let tablePattern = try? PathPattern(matchingPercentEncodedPaths: source) else {
    preconditionFailure("'\(source)' parses, but not as a table's pattern")
  }
  // The internal entry points read the path in place.
  let pathText = LinkText(String(path))
  let measuresOnBytes =
    PathPattern.isPrintableASCII(pathText) && path.utf8.count <= 256
    && pattern.parts.allSatisfy { part in
      part.kind != .regex
        || RegexByteClass(
          exact: RegexSyntax(part: part.value),
          folded: RegexSyntax(part: part.value, foldsCase: true)
        ) != nil
    }
  for ignoreCase in [false, true] {
    let match = pattern.match(path, ignoreCase: ignoreCase)
    if let match {
      precondition(match.groups.count == pattern.groupNames.count)
    }
    if path.utf8.count <= 64 {
      let reference = pattern.matchWithRegex(pathText, ignoreCase: ignoreCase)
      precondition(
        match == reference,
        "'\(source)' on '\(path)' (ignoreCase \(ignoreCase)): \(String(describing: match)), "
          + "the generated regex: \(String(describing: reference))")
      let tableMatch = tablePattern.match(path, ignoreCase: ignoreCase)
      precondition(
        tableMatch == match,
        "'\(source)' on '\(path)' (ignoreCase \(ignoreCase)): \(String(describing: match)), "
          + "as a table's pattern: \(String(describing: tableMatch))")
    }
    _ = pattern.progress(on: path, ignoreCase: ignoreCase)
    if measuresOnBytes {
      var onBytes = PatternProgress.stepBudget
      var onRegex = PatternProgress.stepBudget
      let fromBytes = pattern.progress(
        on: pathText, ignoreCase: ignoreCase, isPrintable: true, budget: &onBytes)
      let fromRegex = pattern.progress(
        on: pathText, ignoreCase: ignoreCase, isPrintable: false, budget: &onRegex)
      precondition(
        fromBytes == fromRegex && onBytes == onRegex,
        "'\(source)' on '\(path)' (ignoreCase \(ignoreCase)): progress \(fromBytes) with "
          + "\(onBytes) left on bytes, \(fromRegex) with \(onRegex) left by Swift Regex")
    }
  }
  _ = pattern.rank(typedParameters: Set(pattern.groupNames.prefix(1)))
  return 0
}
