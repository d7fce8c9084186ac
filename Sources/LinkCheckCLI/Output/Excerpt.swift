/// The source line around a byte offset, ready to print above a caret.
struct Excerpt: Hashable, Sendable {
  /// The line (or a window of it), control characters other than tab shown as U+FFFD.
  var text: String
  /// Spaces (and tabs where the line has tabs) that put a caret under the offset.
  var caretIndent: String

  /// Reads at most `width` characters' worth of bytes on each side of `offset`, so that many
  /// excerpts of one long line (a minified file) cost their width, not the line's length.
  init(source: [UInt8], offset: Int, width: Int) {
    let offset = min(max(0, offset), source.count)
    let reach = width * 4
    var start = offset
    while start > max(0, offset - reach), !Self.isLineBreak(source[start - 1]) { start -= 1 }
    while start < offset, source[start] & 0xC0 == 0x80 { start += 1 }
    var end = offset
    while end < min(source.count, offset + reach), !Self.isLineBreak(source[end]) { end += 1 }
    while end > offset, end < source.count, source[end] & 0xC0 == 0x80 { end -= 1 }
    let lineGoesOnBefore = start > 0 && !Self.isLineBreak(source[start - 1])
    let lineGoesOnAfter = end < source.count && !Self.isLineBreak(source[end])
    let before = String(decoding: source[start..<offset], as: UTF8.self).unicodeScalars.count
    var scalars = Array(String(decoding: source[start..<end], as: UTF8.self).unicodeScalars)
    var caret = before
    if scalars.count > width || lineGoesOnBefore || lineGoesOnAfter {
      var windowStart = max(0, caret - width / 2)
      let windowEnd = min(scalars.count, windowStart + width)
      windowStart = max(0, windowEnd - width)
      let cutsStart = windowStart > 0 || lineGoesOnBefore
      let cutsEnd = windowEnd < scalars.count || lineGoesOnAfter
      scalars = Array(scalars[windowStart..<windowEnd])
      caret -= windowStart
      if cutsStart {
        scalars.insert("…", at: 0)
        caret += 1
      }
      if cutsEnd { scalars.append("…") }
    }
    var text = ""
    var indent = ""
    for (index, scalar) in scalars.enumerated() {
      let shown: Unicode.Scalar =
        scalar != "\t" && VisibleText.isControl(scalar) ? "\u{FFFD}" : scalar
      text.unicodeScalars.append(shown)
      if index < caret { indent += scalar == "\t" ? "\t" : " " }
    }
    self.text = text
    self.caretIndent = indent
  }

  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
