/// Turns a record into its one output line (without the line feed).
protocol RecordRenderer: Sendable {
  func render(_ record: ResolveRecord) -> String

  /// Appends the same line as ``render(_:)`` to `output`, as UTF-8 (no line feed).
  func render(_ record: ResolveRecord, into output: inout ByteWriter)
}

extension RecordRenderer {
  func render(_ record: ResolveRecord, into output: inout ByteWriter) {
    output.append(utf8: render(record))
  }
}
