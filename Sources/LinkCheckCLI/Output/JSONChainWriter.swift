import RouteTable

/// Writes a resolution's `chain` and `params` members as JSON
/// (`[{"route":…,"params":{…}},…],"params":{…` — the caller writes what surrounds them) while
/// ``Resolution/visit(_:)`` hands it the values, so that rendering builds no arrays of values.
struct JSONChainWriter: ResolutionVisitor {
  var output: [UInt8] = []
  private var entries = 0
  private var params = 0

  mutating func beginChainEntry(route: String) {
    if entries > 0 { output.append(UInt8(ascii: ",")) }
    entries += 1
    JSONBytes.appendRaw(#"{"route":"#, to: &output)
    JSONBytes.appendString(route, to: &output)
    JSONBytes.appendRaw(#","params":{"#, to: &output)
    params = 0
  }

  mutating func parameter(name: String, value: ParamValueView) {
    if params > 0 { output.append(UInt8(ascii: ",")) }
    params += 1
    JSONBytes.appendString(name, to: &output)
    output.append(UInt8(ascii: ":"))
    switch value {
    case .text(let bytes): JSONBytes.appendString(bytes, to: &output)
    case .value(let value): JSONLinesRenderer.value(value, into: &output)
    }
  }

  mutating func beginParams() {
    JSONBytes.appendRaw(#"],"params":{"#, to: &output)
    params = 0
  }

  mutating func endChainEntry() {
    JSONBytes.appendRaw("}}", to: &output)
  }
}
