/// Where each key of a route object stands among its members, found in one pass.
///
/// A route has a handful of members and ten possible keys: one pass serves every key, where a
/// search per key would read (and copy) the members ten times.
struct RouteMemberSlots {
  /// The keys of a route (``ConfigDecoder/routeKeys``).
  enum Key: Int {
    case name, paths, params, query, fragment, parent, schemes, hosts, options, allowWarnings
    case description, fragments
  }

  /// The member position of each key by its raw value, `-1` when absent.
  private var positions = SIMD16<Int8>(repeating: -1)

  /// `members` are a route's members after unknown keys were reported and left out.
  init(_ members: [JSONMember]) {
    for position in members.indices where position < Int(Int8.max) {
      if let key = Self.key(members[position].key) {
        positions[key.rawValue] = Int8(position)
      }
    }
  }

  /// The position of `key` among the members, if present.
  subscript(key: Key) -> Int? {
    let position = positions[key.rawValue]
    return position < 0 ? nil : Int(position)
  }

  /// The key named `text`, compared by length first: most lengths belong to one key.
  private static func key(_ text: String) -> Key? {
    switch text.utf8.count {
    case 4: text == "name" ? .name : nil
    case 5: text == "paths" ? .paths : text == "query" ? .query : text == "hosts" ? .hosts : nil
    case 6: text == "params" ? .params : text == "parent" ? .parent : nil
    case 7: text == "schemes" ? .schemes : text == "options" ? .options : nil
    case 8: text == "fragment" ? .fragment : nil
    case 9: text == "fragments" ? .fragments : nil
    case 11: text == "description" ? .description : nil
    case 13: text == "allowWarnings" ? .allowWarnings : nil
    default: nil
    }
  }
}
