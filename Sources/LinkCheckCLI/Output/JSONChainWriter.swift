import RouteTable

/// Writes a resolution's `chain` and `params` members as JSON
/// (`[{"route":…,"params":{…}},…],"params":{…` — the caller writes what surrounds them) while
/// ``Resolution/visit(_:)`` hands it the values, so that rendering builds no arrays of values.
struct JSONChainWriter: ResolutionVisitor {
  /// Where the JSON goes: the caller's writer, which outlives this visitor.
  private let output: UnsafeMutablePointer<ByteWriter>
  private var entries = 0
  private var params = 0

  init(into output: UnsafeMutablePointer<ByteWriter>) {
    self.output = output
  }

  mutating func beginChainEntry(route: String) {
    if entries > 0 { output.pointee.append(UInt8(ascii: ",")) }
    entries += 1
    output.pointee.append(#"{"route":"#)
    JSONBytes.appendString(route, to: &output.pointee)
    output.pointee.append(#","params":{"#)
    params = 0
  }

  mutating func parameter(name: String, value: ParamValueView) {
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
    params = 0
  }

  mutating func endChainEntry() {
    output.pointee.append("}}")
  }
}
