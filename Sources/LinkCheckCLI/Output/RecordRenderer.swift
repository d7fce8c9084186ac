/// Turns a record into its one output line (without the line feed).
protocol RecordRenderer {
  func render(_ record: ResolveRecord) -> String
}
