/// Punycode (RFC 3492), the encoding behind `xn--` host labels, both ways.
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
            let t = threshold(k, bias)
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

  /// The code points of a punycode string (without `xn--`), or `nil` when it is malformed.
  static func decode(_ input: Substring) -> [Unicode.Scalar]? {
    let bytes = Array(input.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var output: [Unicode.Scalar] = []
    var position = 0
    if let delimiter = bytes.lastIndex(of: UInt8(ascii: "-")) {
      output = bytes[..<delimiter].map { Unicode.Scalar($0) }
      position = delimiter + 1
    }
    var code = initialN
    var index = 0
    var bias = initialBias
    while position < bytes.count {
      let oldIndex = index
      var weight = 1
      var k = base
      while true {
        guard position < bytes.count, let digit = digitValue(bytes[position]) else { return nil }
        position += 1
        let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
        guard !overflow, index <= Int(Int32.max) - product else { return nil }
        index += product
        let t = threshold(k, bias)
        if digit < t { break }
        guard weight <= Int(Int32.max) / (base - t) else { return nil }
        weight *= base - t
        k += base
      }
      let count = output.count + 1
      bias = adapt(delta: index - oldIndex, pointCount: count, isFirst: oldIndex == 0)
      code += index / count
      index %= count
      guard code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      output.insert(scalar, at: index)
      index += 1
    }
    return output
  }

  /// The host with every decodable `xn--` label in Unicode, so that the security checks can
  /// see the letters a user sees.
  static func unicodeHost(_ host: String) -> String {
    // Only hosts with a punycode label are split, and by bytes: a host of any length costs one
    // pass. Labels longer than DNS allows stay as they are: decoding is quadratic in length.
    guard hasPunycodeLabel(host) else { return host }
    return host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
      bytes in
      let label = Substring(bytes)
      guard bytes.count <= HostName.maximumLabelLength, label.lowercased().hasPrefix("xn--"),
        let scalars = decode(label.dropFirst(4))
      else { return String(label) }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text
    }.joined(separator: ".")
  }

  /// Whether a label of `host` starts with `xn--` (in any case).
  static func hasPunycodeLabel(_ host: String) -> Bool {
    var host = host
    return host.withUTF8(hasPunycodeLabel)
  }

  /// ``hasPunycodeLabel(_:)`` on a host's bytes.
  static func hasPunycodeLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 4 <= bytes.count {
      // At a label's start: compare four bytes, then skip to the next label.
      if bytes[index] | 0x20 == UInt8(ascii: "x"), bytes[index + 1] | 0x20 == UInt8(ascii: "n"),
        bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-")
      {
        return true
      }
      guard let dot = bytes[index...].firstIndex(of: UInt8(ascii: ".")) else { return false }
      index = dot + 1
    }
    return false
  }

  private static func threshold(_ k: Int, _ bias: Int) -> Int {
    k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
    default: nil
    }
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
