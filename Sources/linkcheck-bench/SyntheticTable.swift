/// A generated route table of any size with a realistic mix of route shapes, and URLs for it.
///
/// Route `k` lives under `/g<k/5>/` and has one of five shapes: a literal page, an int id, a uuid
/// with an enum query parameter, an untyped name with an int query default, and a wildcard.
struct SyntheticTable {
  let routeCount: Int
  /// Routes the main trie does not hold instead: an inline regular expression, a modifier, and
  /// routes restricted to a host or a scheme.
  var offTrie = false

  var json: String {
    var routes: [String] = []
    for k in 0..<routeCount {
      let group = "g\(k / 5)"
      if offTrie {
        routes.append(offTrieRoute(k, group))
        continue
      }
      switch k % 5 {
      case 0:
        routes.append(#"{"name":"about\#(k)","paths":["/\#(group)/about"]}"#)
      case 1:
        routes.append(
          #"{"name":"item\#(k)","paths":["/\#(group)/item/:id"],"params":{"id":"int"},"parent":"about\#(k - 1)"}"#
        )
      case 2:
        routes.append(
          #"{"name":"user\#(k)","paths":["/\#(group)/user/:uid"],"params":{"uid":"uuid"},"query":{"tab":{"type":{"enum":["info","posts"]}}}}"#
        )
      case 3:
        routes.append(
          #"{"name":"tag\#(k)","paths":["/\#(group)/tag/:name"],"query":{"page":{"type":"int","default":1}}}"#
        )
      default:
        routes.append(#"{"name":"files\#(k)","paths":["/\#(group)/files/*"]}"#)
      }
    }
    return """
      {"version":1,"schemes":["synth"],"hosts":["synth.example.com"],"routes":[
      \(routes.joined(separator: ",\n"))
      ]}
      """
  }

  private func offTrieRoute(_ k: Int, _ group: String) -> String {
    switch k % 5 {
    case 0: #"{"name":"about\#(k)","paths":["/\#(group)/about"],"hosts":["synth.example.com"]}"#
    case 1: #"{"name":"item\#(k)","paths":["/\#(group)/item/:id(\\d+)"]}"#
    case 2: #"{"name":"user\#(k)","paths":["/\#(group)/user/:uid"],"schemes":["synth"]}"#
    case 3: #"{"name":"tag\#(k)","paths":["/\#(group)/tag/:name?"]}"#
    default: #"{"name":"files\#(k)","paths":["/\#(group)/files-*"]}"#
    }
  }

  /// `count` URLs, about one in ten failing in one of several ways.
  func urls(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let k = Int(random.next() % UInt64(routeCount))
      let base =
        random.next() % 2 == 0 ? "synth://" : "https://synth.example.com/"
      let group = "g\(k / 5)"
      if random.next() % 10 == 0 {
        switch random.next() % 6 {
        case 0: return "other://\(group)/about"
        case 1: return "https://elsewhere.example.com/\(group)/about"
        case 2: return base + "\(group)/item/abc"
        case 3: return base + "\(group)/nope/\(k)"
        case 4: return base + "\(group)/tag/with space"
        default: return base + "\(group)/user/\(random.uuid())?tab=likes"
        }
      }
      switch k % 5 {
      case 0: return base + "\(group)/about"
      case 1: return base + "\(group)/item/\(random.next() % 100_000)"
      case 2: return base + "\(group)/user/\(random.uuid())?tab=posts"
      case 3: return base + "\(group)/tag/swift%20ui?page=\(random.next() % 9 + 1)&utm_source=mail"
      default: return base + "\(group)/files/docs/\(random.next() % 1000)/readme.md"
      }
    }
  }
}

/// URLs for the flightdeck example table, about one in ten failing.
func flightdeckURLs(count: Int, seed: UInt64) -> [String] {
  var random = SeededRandom(seed: seed)
  return (0..<count).map { _ in
    let base = random.next() % 2 == 0 ? "flightdeck://" : "https://flightdeck.example.com/"
    let id = random.uuid()
    if random.next() % 10 == 0 {
      switch random.next() % 5 {
      case 0: return "flightdek://flight/\(id)"
      case 1: return base + "flight/not-a-uuid"
      case 2: return base + "seat/\(id)/ZZ"
      case 3: return base + "boarding/\(id)"
      default: return "http://flightdeck.example.com/flights"
      }
    }
    switch random.next() % 6 {
    case 0: return base
    case 1: return base + "flights"
    case 2: return base + "flight/\(id)"
    case 3: return base + "seat/\(id)/\(random.next() % 40 + 1)C?adults=\(random.next() % 4 + 1)"
    case 4: return base + "setlist/LosAngeles"
    default: return base + "home"
    }
  }
}
