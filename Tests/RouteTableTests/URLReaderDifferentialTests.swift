import Foundation
import RouteTable
import Testing

/// Compares ``URLReader`` with Foundation's `URLComponents` on valid ASCII URLs generated from a
/// fixed seed. They agree on every component except these deliberate differences, each normalised
/// away below:
/// 1. custom schemes: the authority is folded into the path (`host` is `nil`), README "How a URL is
/// read";
/// 2. an empty path reads as `/`, so routes always match a rooted path;
/// 3. an explicit default port (`:443` on https, `:80` on http) reads as no port, README "How a URL
/// is read";
/// 4. scheme and host are lowercased, README "How a URL is read";
/// 5. a query name without `=` has the value `""` instead of `nil`, README "How a URL is read";
/// 6. empty query items (`a&&b`, a leading or trailing `&`) are skipped instead of kept as items
///    with an empty name and no value.
@Suite struct URLReaderDifferentialTests {
  /// SplitMix64: deterministic across platforms and runs.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  static let schemes = ["https", "https", "https", "http", "HTTPS", "flightdeck", "my-app.v2"]
  static let hosts = [
    "example.com", "www.example.com", "Example.COM", "x-y.example", "127.0.0.1", "a1.b2.c3",
    "flight", "[::1]", "[2001:db8::a:1]",
  ]
  static let ports = [nil, nil, nil, "443", "80", "8443", "8080", "1"]
  static let userinfos = [nil, nil, nil, nil, nil, "user", "user:pass", "a%40b"]
  static let segments = [
    "a", "flight", "123", "a%20b", "%2F", "%2525", "caf%C3%A9", "x.y", "~u", "a:b", "a@b",
    "!$&'()*+,;=", "", ".", "..", "%2e", "A-Z_0",
  ]
  static let names = ["a", "b", "q%20x", "plus+", "id", "%E2%82%AC", "x/y", "n?m"]
  static let values = ["1", "", "x%3Dy", "a+b", "%E2%82%AC", "a/b?c", "a=b", "%25", "true"]
  static let fragments = [nil, nil, nil, "", "top", "a%20b", "x/y?z", "%C3%A9"]

  static func generatedURLs() -> [String] {
    var generator = SeededGenerator(state: 20_240_611)
    return (0..<400).map { _ in
      var url = schemes.randomElement(using: &generator)! + "://"
      if let userinfo = userinfos.randomElement(using: &generator)!,
        !url.hasPrefix("flightdeck"), !url.hasPrefix("my-app")
      {
        url += userinfo + "@"
      }
      let host = hosts.randomElement(using: &generator)!
      // A bracketed IP literal is not path text, so custom schemes get a plain name instead.
      url +=
        host.hasPrefix("[") && !url.hasPrefix("http") && !url.hasPrefix("HTTP") ? "flight" : host
      if let port = ports.randomElement(using: &generator)! { url += ":" + port }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        url += "/" + segments.randomElement(using: &generator)!
      }
      if Bool.random(using: &generator) {
        let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ -> String in
          let name = names.randomElement(using: &generator)!
          switch Int.random(in: 0..<6, using: &generator) {
          case 0: return name
          case 1: return ""
          default: return name + "=" + values.randomElement(using: &generator)!
          }
        }
        url += "?" + items.joined(separator: "&")
      }
      if let fragment = fragments.randomElement(using: &generator)! { url += "#" + fragment }
      return url
    }
  }

  @Test func generatesEnoughDistinctURLs() {
    #expect(Set(Self.generatedURLs()).count >= 300)
  }

  @Test(arguments: generatedURLs())
  func agreesWithURLComponents(_ input: String) throws {
    let components = try #require(URLComponents(string: input))
    let url = try URLReader.read(input)
    let scheme = try #require(components.scheme).lowercased()
    #expect(url.scheme == scheme)

    let foundationPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if scheme == "http" || scheme == "https" {
      #expect(url.host == components.percentEncodedHost?.lowercased())
      let defaultPort = scheme == "https" ? 443 : 80
      #expect(url.port == components.port.flatMap { $0 == defaultPort ? nil : $0 })
      let foundationUserinfo = components.percentEncodedUser.map { user in
        user + (components.percentEncodedPassword.map { ":" + $0 } ?? "")
      }
      #expect(url.userinfo == foundationUserinfo)
      #expect(url.path == foundationPath)
    } else {
      #expect(url.host == nil)
      #expect(url.port == nil)
      let authority =
        (components.percentEncodedHost ?? "") + (components.port.map { ":\($0)" } ?? "")
      #expect(url.path == "/" + authority + components.percentEncodedPath)
    }

    #expect(url.hasQuery == (components.percentEncodedQuery != nil))
    let foundationItems = (components.queryItems ?? [])
      .filter { !($0.name.isEmpty && $0.value == nil) }
      .map { [$0.name, $0.value ?? ""] }
    let items = url.queryItems.map { [$0.name(plusIsSpace: false), $0.value(plusIsSpace: false)] }
    #expect(items == foundationItems)
    #expect(url.fragment == components.fragment)
  }
}
