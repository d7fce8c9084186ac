/// The one table `make bench` prints: a measurement, its baseline, and their ratio.
struct ReportTable {
  struct Row {
    let name: String
    let value: String
    let baselineName: String
    let baseline: String
    let ratio: String
  }

  private(set) var rows: [Row] = []

  mutating func add(
    _ name: String, _ value: String, baseline baselineName: String, _ baseline: String,
    ratio: Double
  ) {
    rows.append(
      Row(
        name: name, value: value, baselineName: baselineName, baseline: baseline,
        ratio: format(ratio, digits: 2) + "x"))
  }

  func render() -> String {
    let header = Row(
      name: "measurement", value: "value", baselineName: "baseline", baseline: "baseline value",
      ratio: "ratio")
    let all = [header] + rows
    let widths = [
      all.map(\.name.count).max()!, all.map(\.value.count).max()!,
      all.map(\.baselineName.count).max()!,
      all.map(\.baseline.count).max()!, all.map(\.ratio.count).max()!,
    ]
    func line(_ row: Row) -> String {
      let cells = [row.name, row.value, row.baselineName, row.baseline, row.ratio]
      return "| "
        + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(
          separator: " | ") + " |"
    }
    let rule =
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}

func format(_ value: Double, digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: max(0, digits - decimals))
  }
  return text
}

func rate(_ count: Int, _ seconds: Double) -> String {
  let perSecond = Double(count) / seconds
  return perSecond >= 1e6
    ? format(perSecond / 1e6, digits: 2) + "M/s" : format(perSecond / 1e3, digits: 1) + "k/s"
}

/// A count, whole: `18171`.
func count(_ value: Double) -> String {
  String(Int(value.rounded()))
}
