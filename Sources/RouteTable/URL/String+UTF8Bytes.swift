extension String {
  /// The text of `scalars`, appended one by one: `String(String.UnicodeScalarView(slice))`
  /// goes through the standard library's unspecialised generic append, tens of thousands of
  /// instructions for a short name.
  init(scalars: ArraySlice<Unicode.Scalar>) {
    self.init()
    for scalar in scalars { unicodeScalars.append(scalar) }
  }

  /// The text of `bytes` (invalid UTF-8 repaired, as `String(decoding:as:)` does), copied in one
  /// step: `String(decoding:as:)` first asks at run time whether a collection is contiguous,
  /// which costs more than the copy for the short strings of a URL.
  init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      self = ""
      return
    }
    self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
      buffer.baseAddress!.initialize(from: base, count: bytes.count)
      return bytes.count
    }
  }

  /// The text of `bytes` (ASCII, or UTF-8 whose ASCII letters alone change) with its ASCII
  /// capitals lowercased, in one step.
  init(lowercasingASCII bytes: UnsafeBufferPointer<UInt8>) {
    self.init(unsafeUninitializedCapacity: bytes.count) { lowered in
      for index in bytes.indices {
        let byte = bytes[index]
        lowered[index] = URICharacter.isUppercase(byte) ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  /// Whether the string's UTF-8 holds `byte`, read in place where it is contiguous rather than
  /// through the view's iterator: a 64 KiB hostile value is one tight pass.
  func holdsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  /// Whether the string's UTF-8 is exactly `bytes`, compared in place, eight bytes at a time,
  /// where it is contiguous (a host against the table's, a query name against a declared one).
  func hasBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { ByteWord.sameBytes($0, bytes) }
      ?? utf8.elementsEqual(bytes)
  }
}

extension StringProtocol {
  /// The text with `A`–`Z` lowercased and everything else as it is.
  var lowercasedASCII: String {
    var text = String(self)
    return text.withUTF8 { String(lowercasingASCII: $0) }
  }
}
