/// Punycode (RFC 3492), the encoding behind `xn--` host labels.
public enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 128

  /// The punycode form of `input` (without the `xn--` prefix); basic code points keep their case.
  /// `nil` only when the arithmetic would overflow (RFC 3492 §6.4).
  public static func encode(_ input: some Sequence<Unicode.Scalar>) -> String? {
    let values = input.map { Int($0.value) }
    var output: [UInt8] = []
    output.reserveCapacity(values.count * 2)
    for value in values where value < 0x80 { output.append(UInt8(value)) }
    let basicCount = output.count
    if basicCount > 0 { output.append(UInt8(ascii: "-")) }

    var n = initialN
    var delta = 0
    var bias = initialBias
    var handled = basicCount
    while handled < values.count {
      guard let next = values.lazy.filter({ $0 >= n }).min() else { return nil }
      let (step, stepOverflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
      let (sum, sumOverflow) = delta.addingReportingOverflow(step)
      guard !stepOverflow, !sumOverflow else { return nil }
      delta = sum
      n = next
      for value in values {
        if value < n {
          guard delta < Int.max else { return nil }
          delta += 1
        } else if value == n {
          var q = delta
          var k = base
          while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t { break }
            output.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
          }
          output.append(digit(q))
          bias = adapt(delta: delta, pointCount: handled + 1, isFirst: handled == basicCount)
          delta = 0
          handled += 1
        }
      }
      delta += 1
      n += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func digit(_ value: Int) -> UInt8 {
    value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
  }

  private static func adapt(delta: Int, pointCount: Int, isFirst: Bool) -> Int {
    var delta = isFirst ? delta / damp : delta / 2
    delta += delta / pointCount
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}
