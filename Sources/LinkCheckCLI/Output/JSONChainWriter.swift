import RouteTable

/// Writes a resolution's `chain` and `params` members as JSON
/// (`[{"route":…,"params":{…}},…],"params":{…` — the caller writes what surrounds them) while
/// ``Resolution/visit(_:)`` hands it the values, so that rendering builds no arrays of values.
///
/// The chain ends with the route itself, with the resolution's parameters (SPEC §6; a table's
/// resolutions are built so), so `params` is written as a copy of the last entry's, and the
/// values visited again for it are not escaped a second time.
struct JSONChainWriter: ResolutionVisitor {
  /// Where the JSON goes: the caller's writer, which outlives this visitor.
  private let output: UnsafeMutablePointer<ByteWriter>
  private var entries = 0
  private var params = 0
  /// Where the current chain entry's parameters start in `output`, and where the last
  /// entry's lie.
  private var entryParamsStart = 0
  private var lastEntryParams = 0..<0
  private var writesParams = true

  init(into output: UnsafeMutablePointer<ByteWriter>) {
    self.output = output
  }

  mutating func beginChainEntry(route: String) {
    if entries > 0 { output.pointee.append(UInt8(ascii: ",")) }
    entries += 1
    JSONBytes.appendString(
      route, between: #"{"route":"#, and: #","params":{"#, to: &output.pointee)
    entryParamsStart = output.pointee.count
    params = 0
  }

  mutating func parameter(name: String, value: ParamValueView) {
    guard writesParams else { return }
    if params > 0 { output.pointee.append(UInt8(ascii: ",")) }
    params += 1
    JSONBytes.appendString(name, to: &output.pointee)
    output.pointee.append(UInt8(ascii: ":"))
    switch value {
    case .text(let bytes): JSONBytes.appendString(bytes, to: &output.pointee)
    case .value(let value): JSONLinesRenderer.value(value, into: &output.pointee)
    }
  }

  mutating func beginParams() {
    output.pointee.append(#"],"params":{"#)
    output.pointee.appendWritten(lastEntryParams)
    writesParams = false
  }

  mutating func endChainEntry() {
    lastEntryParams = entryParamsStart..<output.pointee.count
    output.pointee.append("}}")
  }
}
