import RouteTable

/// Writes a resolution's chain as the text format shows it
/// (`home > flights > flightDetail(id: 6F96…)`) while ``Resolution/visit(_:)`` hands it the
/// values; the `params` that follow the chain are not shown.
struct TextChainWriter: ResolutionVisitor {
  /// Where the text goes: the caller's writer, which outlives this visitor.
  private let output: UnsafeMutablePointer<ByteWriter>
  private var entries = 0
  private var params = 0
  private var inChain = true

  init(into output: UnsafeMutablePointer<ByteWriter>) {
    self.output = output
  }

  mutating func beginChainEntry(route: String) {
    if entries > 0 { output.pointee.append(" > ") }
    entries += 1
    VisibleText.append(route, to: &output.pointee)
    params = 0
  }

  mutating func parameter(name: String, value: ParamValueView) {
    guard inChain else { return }
    output.pointee.append(params == 0 ? "(" : ", ")
    params += 1
    VisibleText.append(name, to: &output.pointee)
    output.pointee.append(": ")
    switch value {
    case .text(let bytes): ParamText.appendBareOrQuoted(bytes, to: &output.pointee)
    case .value(let value): output.pointee.append(utf8: ParamText.value(value))
    }
  }

  mutating func endChainEntry() {
    if params > 0 { output.pointee.append(UInt8(ascii: ")")) }
  }

  mutating func beginParams() {
    inChain = false
  }
}
