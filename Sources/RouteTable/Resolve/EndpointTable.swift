/// The table's schemes and hosts as ``Endpoint`` decides on them, with what a failure's "did you
/// mean" needs worked out at load: an unknown scheme or host asks for it on every such URL. A
/// class, so that reaching it from the index retains one reference rather than each array.
final class EndpointTable: Sendable {
  let schemes: [String]
  /// The UTF-8 of each scheme.
  let schemeBytes: [[UInt8]]
  let hosts: [HostPattern]
  /// What an unknown scheme may have meant: the schemes, and `https` when there are hosts.
  let schemeSuggestions: SuggestionCandidates
  /// What an unknown host may have meant: the hosts as written.
  let hostSuggestions: SuggestionCandidates
  /// Each host's domain in UTF-8 and whether it is a wildcard, when every domain is ASCII
  /// (then bytes compare as ``HostPattern/matches(_:)`` compares strings).
  private let asciiHosts: [(domain: [UInt8], isWildcard: Bool)]?
  /// The schemes, and the exact hosts when they compare as bytes, as a plain URL starts with
  /// them: each is listed here.
  let listedPrefixes: ListedPrefixes

  init(schemes: [String], hosts: [HostPattern]) {
    self.schemes = schemes
    schemeBytes = schemes.map { Array($0.utf8) }
    self.hosts = hosts
    schemeSuggestions = SuggestionCandidates(schemes + (hosts.isEmpty ? [] : ["https"]))
    hostSuggestions = SuggestionCandidates(hosts.map(\.text))
    let asciiHosts = hosts.map { (domain: Array($0.domain.utf8), isWildcard: $0.isWildcard) }
    let hostsAreASCII = asciiHosts.allSatisfy { $0.domain.allSatisfy { $0 < 0x80 } }
    self.asciiHosts = hostsAreASCII ? asciiHosts : nil
    listedPrefixes = ListedPrefixes(
      schemes: schemes,
      exactHosts: hostsAreASCII ? hosts.filter { !$0.isWildcard }.map(\.domain) : [])
  }

  deinit {
    listedPrefixes.deallocate()
  }

  /// Whether `scheme` (its UTF-8) is one of the schemes.
  func lists(scheme: UnsafeBufferPointer<UInt8>) -> Bool {
    schemeBytes.contains { scheme.hasSameBytes(as: $0) }
  }

  /// Whether one of the hosts matches the ASCII `host`; `nil` when a host of the table is not
  /// ASCII (bytes then do not compare as the strings do).
  func lists(asciiHost host: UnsafeBufferPointer<UInt8>) -> Bool? {
    asciiHosts.map { hosts in
      hosts.contains { Self.host(host, matches: $0.domain, isWildcard: $0.isWildcard) }
    }
  }

  /// Whether one of the hosts matches `host`.
  func lists(host: String) -> Bool {
    guard asciiHosts != nil else { return hosts.contains { $0.matches(host) } }
    let listed = host.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var offset = 0
      while offset < bytes.count {
        // A non-ASCII host counts characters, which bytes do not.
        if bytes[offset] >= 0x80 { return nil }
        offset += 1
      }
      return lists(asciiHost: bytes)
    }
    return (listed ?? nil) ?? hosts.contains { $0.matches(host) }
  }

  private static func host(
    _ host: UnsafeBufferPointer<UInt8>, matches domain: [UInt8], isWildcard: Bool
  ) -> Bool {
    guard isWildcard else { return host.hasSameBytes(as: domain) }
    guard host.count > domain.count + 1 else { return false }
    let dot = host.count - domain.count - 1
    return host[dot] == UInt8(ascii: ".")
      && UnsafeBufferPointer(rebasing: host[(dot + 1)...]).hasSameBytes(as: domain)
  }
}
