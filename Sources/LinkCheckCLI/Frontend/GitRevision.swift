/// `diff --base REF`: a file as a git revision holds it, read with `git show REF:./NAME` run in
/// the file's folder, so that a path relative to the working directory means what it means for
/// every other option.
enum GitRevision {
  /// The bytes of `path` as of `revision`, at most `maxCount`; or the problem to report.
  static func read(_ path: String, at revision: String, maxCount: Int, io: some CommandIO)
    -> Result<[UInt8], CommandProblem>
  {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let result: ProgramResult
    do {
      result = try io.runProgram(
        "git", arguments: ["-C", folder, "show", "\(revision):./\(name)"], maxCount: maxCount)
    } catch .tooLarge(let limit) {
      return .failure(
        CommandProblem(
          "cannot read '\(path)' at '\(revision)': larger than the limit of \(limit) bytes"))
    } catch {
      return .failure(
        CommandProblem(
          "cannot run 'git' to read '\(path)' at '\(revision)': \(error.reason)",
          help: "'--base' reads the old table with git; without git, pass both: "
            + "linkcheck diff OLD NEW"))
    }
    if result.status == 0 { return .success(result.standardOutput) }
    let said =
      String(decoding: result.standardError, as: UTF8.self)
      .split(separator: "\n").first.map(String.init) ?? "git ended without saying why"
    if said.contains("not a git repository") {
      return .failure(
        CommandProblem(
          "'--base' reads '\(path)' from git, but '\(folder)' is not in a git repository",
          help: "run it inside the repository, or pass both tables: linkcheck diff OLD NEW"))
    }
    let reason = said.hasPrefix("fatal: ") ? String(said.dropFirst("fatal: ".count)) : said
    return .failure(
      CommandProblem(
        "cannot read '\(path)' at '\(revision)': \(Self.lowercasedFirst(reason))",
        help: "is '\(revision)' a revision of this repository, and the file in it there?"))
  }

  /// Git's sentence as the tool's messages read: lowercase start, no trailing period.
  private static func lowercasedFirst(_ text: String) -> String {
    let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
    return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
  }
}
