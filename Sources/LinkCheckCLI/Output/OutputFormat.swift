/// How `resolve` prints its records (SPEC §7).
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// One greppable line per record.
  case text
  /// One JSON object per line, with stable keys.
  case jsonl
}
