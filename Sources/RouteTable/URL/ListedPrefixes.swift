/// The table's schemes (`scheme://`) and exact hosts (`https://host/`) as the bytes a plain URL
/// starts with, so that ``URLLayout`` reads the scheme or host of nearly every input by
/// comparing it with a few known prefixes, rather than scanning it and then looking it up in
/// ``EndpointTable``.
///
/// A prefix is kept only when ``URLLayout``'s scan reads it the same way (a scheme or host that
/// the scan refuses, such as one with a punycode label, is left to the scan): a URL that starts
/// with a prefix is laid out exactly as without the prefixes, and its scheme or host is listed.
///
/// Trivial to copy (pointers only: reading it from the table retains nothing); its owner
/// (``EndpointTable``) frees it with ``deallocate()``.
struct ListedPrefixes: @unchecked Sendable {
  // Written once in `init`, then only read: safe to share.
  /// One prefix: its bytes in ``bytes``, from `start`, `count` long.
  private struct Entry {
    let start: Int
    let count: Int
  }

  /// The bytes of every prefix, one after the other.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// The `scheme://` prefixes, then the `https://host/` prefixes.
  private let entries: UnsafeMutableBufferPointer<Entry>
  private let schemeCount: Int

  /// The prefixes of `schemes` and of the exact ASCII `hosts` (domains, lowercase).
  init(schemes: [String], exactHosts hosts: [String]) {
    var bytes: [UInt8] = []
    /// The entries of `texts`, each as `prefix` writes it, that the scan reads as `isRead` says
    /// (given the layout and the prefix's length).
    func entries(
      _ texts: [String], _ prefix: (String) -> String, _ isRead: (URLLayout, Int) -> Bool
    ) -> [Entry] {
      var entries: [Entry] = []
      for text in texts {
        let prefixBytes = Array(prefix(text).utf8)
        let read = prefixBytes.withUnsafeBufferPointer { buffer in
          URLLayout(buffer).map { isRead($0, buffer.count) } ?? false
        }
        guard read else { continue }
        entries.append(Entry(start: bytes.count, count: prefixBytes.count))
        bytes += prefixBytes
      }
      return entries
    }
    let schemeEntries = entries(
      schemes, { $0 + "://" },
      { layout, count in layout.kind == .custom && layout.schemeEnd + 3 == count })
    let hostEntries = entries(
      hosts, { "https://" + $0 + "/" },
      { layout, count in layout.kind == .https && layout.host.upperBound + 1 == count })
    self.bytes = .allocate(capacity: bytes.count)
    _ = self.bytes.initialize(from: bytes)
    self.entries = .allocate(capacity: schemeEntries.count + hostEntries.count)
    _ = self.entries.initialize(from: schemeEntries + hostEntries)
    schemeCount = schemeEntries.count
  }

  /// Frees the prefixes; none may be read after.
  func deallocate() {
    bytes.deallocate()
    entries.deallocate()
  }

  /// The length of the `scheme://` prefix `url` starts with, or `nil`.
  @inline(__always)
  func schemePrefix(_ url: UnsafeBufferPointer<UInt8>) -> Int? {
    prefix(of: url, in: 0..<schemeCount)
  }

  /// The length of the `https://host/` prefix `url` starts with, or `nil`.
  @inline(__always)
  func hostPrefix(_ url: UnsafeBufferPointer<UInt8>) -> Int? {
    prefix(of: url, in: schemeCount..<entries.count)
  }

  @inline(__always)
  private func prefix(of url: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
    for offset in range {
      let entry = entries[offset]
      let prefix = bytes.baseAddress.unsafelyUnwrapped + entry.start
      if entry.count <= url.count, Self.starts(url, with: prefix, entry.count) {
        return entry.count
      }
    }
    return nil
  }

  /// Whether `url` (at least `count` bytes) starts with the `count` bytes at `prefix`, eight at a
  /// time (the last eight overlapping the others).
  @inline(__always)
  private static func starts(
    _ url: UnsafeBufferPointer<UInt8>, with prefix: UnsafePointer<UInt8>, _ count: Int
  ) -> Bool {
    let start = UnsafeRawPointer(url.baseAddress.unsafelyUnwrapped)
    let other = UnsafeRawPointer(prefix)
    guard count >= 8 else {
      return ByteWord.load(url, 0..<count)
        == ByteWord.load(UnsafeBufferPointer(start: prefix, count: count), 0..<count)
    }
    var offset = 0
    while offset + 8 < count {
      guard
        start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    return start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      == other.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
}
