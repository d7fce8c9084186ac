/// The group types of a one-pattern route and their checks, shared by all routes whose groups
/// have the same simple types (`string`, `int`, `bool`, `uuid`), as most routes of a large
/// table do: building two nested lists for each route was a large part of building its index.
struct SimpleGroupLists {
  private var listsByKey: [UInt64: (types: [[ParamType]], checks: [[ValueCheck]])] = [:]

  /// The most groups a key holds (each in ``bitsPerGroup`` bits, above a marker bit).
  private static let maximumGroups = 20
  private static let bitsPerGroup = 3

  /// The lists of a one-pattern route whose groups are `groupNames`, each typed by `params`
  /// (`string` when not declared); `nil` when a group has another type or there are too many
  /// groups to share.
  mutating func lists(for groupNames: [String], params: [String: ParamType])
    -> (types: [[ParamType]], checks: [[ValueCheck]])?
  {
    guard groupNames.count <= Self.maximumGroups else { return nil }
    var key: UInt64 = 1
    for name in groupNames {
      let code: UInt64
      switch params.isEmpty ? .string : params[name] ?? .string {
      case .string: code = 0
      case .int: code = 1
      case .bool: code = 2
      case .uuid: code = 3
      default: return nil
      }
      key = key << Self.bitsPerGroup | code
    }
    if let lists = listsByKey[key] { return lists }
    let types = [groupNames.map { params[$0] ?? .string }]
    let lists = (types: types, checks: types.map { $0.map(ValueCheck.init) })
    listsByKey[key] = lists
    return lists
  }
}
