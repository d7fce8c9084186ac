/// How iOS reads `exclude`, `caseSensitive` and `percentEncoded`: through Objective-C's
/// `boolValue`, which JSON booleans, numbers and strings have and other values lack
/// (aasa.md §1.3).
enum AASABoolValue {
  /// The value's `boolValue`, or `nil` for a value without one (null, array, object).
  ///
  /// A number is true unless it is zero (`NSNumber`). A string is true when, after leading
  /// spaces, one sign and leading zeros, its first character is `Y`, `y`, `T`, `t` or a digit
  /// 1–9 (`NSString`), so `"true"`, `"yes"` and `"1"` are true and `"false"`, `"no"` are not.
  static func of(_ value: JSONValue) -> Bool? {
    switch value.kind {
    case .bool(let flag): return flag
    case .number(let text): return Double(text).map { $0 != 0 } ?? false
    case .string(let text): return stringBoolValue(text)
    case .null, .array, .object: return nil
    }
  }

  private static func stringBoolValue(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" {
      scalars = scalars.dropFirst()
    }
    if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
    while scalars.first == "0" { scalars = scalars.dropFirst() }
    guard let first = scalars.first else { return false }
    return "YyTt".unicodeScalars.contains(first) || ("1"..."9").contains(first)
  }
}
