/// Decodes `xn--` host labels back to Unicode (RFC 3492 §6.2), so that the security checks can
/// see the letters a user sees.
enum PunycodeDecoding {
  /// Labels longer than DNS allows are left alone: decoding is quadratic in the label's length.
  static let maximumLabelLength = 63

  /// The host with every decodable `xn--` label in Unicode.
  static func unicodeHost(_ host: String) -> String {
    // Only hosts with a punycode label are split, and by bytes: a host of any length costs
    // one pass (splitting and lowercasing by characters made a 64 KiB host take milliseconds).
    guard hasPunycodeLabel(host) else { return host }
    return host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
      bytes in
      let label = Substring(bytes)
      guard bytes.count <= maximumLabelLength, label.lowercased().hasPrefix("xn--"),
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

  /// The code points of a punycode string (without `xn--`), or `nil` when it is malformed.
  static func decode(_ input: Substring) -> [Unicode.Scalar]? {
    let base = 36
    let bytes = Array(input.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var output: [Unicode.Scalar] = []
    var position = 0
    if let delimiter = bytes.lastIndex(of: UInt8(ascii: "-")) {
      output = bytes[..<delimiter].map { Unicode.Scalar($0) }
      position = delimiter + 1
    }
    var code = 128
    var index = 0
    var bias = 72
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
        let threshold = k <= bias ? 1 : (k >= bias + 26 ? 26 : k - bias)
        if digit < threshold { break }
        guard weight <= Int(Int32.max) / (base - threshold) else { return nil }
        weight *= base - threshold
        k += base
      }
      let count = output.count + 1
      bias = adapt(delta: index - oldIndex, count: count, isFirst: oldIndex == 0)
      code += index / count
      index %= count
      guard code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      output.insert(scalar, at: index)
      index += 1
    }
    return output
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
    default: nil
    }
  }

  private static func adapt(delta: Int, count: Int, isFirst: Bool) -> Int {
    var delta = isFirst ? delta / 700 : delta / 2
    delta += delta / count
    var k = 0
    while delta > (35 * 26) / 2 {
      delta /= 35
      k += 36
    }
    return k + (36 * delta) / (delta + 38)
  }
}
