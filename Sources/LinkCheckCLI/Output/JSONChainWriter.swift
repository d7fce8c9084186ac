import RouteTable

/// Writes a resolution's `chain` (`[{"route":…,"params":{…}},…]`) or `params` (`{…}`) as JSON
/// while ``Resolution/visitChain(_:)`` or ``Resolution/visitParams(_:)`` hands it the values,
/// so that rendering builds no arrays of values.
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

  /// Starts a bare `params` object (for ``Resolution/visitParams(_:)``).
  mutating func beginParams() {
    output.append(UInt8(ascii: "{"))
    params = 0
  }

  mutating func endChainEntry() {
    JSONBytes.appendRaw("}}", to: &output)
  }
}
