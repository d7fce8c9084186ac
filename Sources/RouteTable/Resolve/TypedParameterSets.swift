/// The set of a route's typed parameters (declared with a type other than `string`, SPEC §5),
/// shared among the routes of a table that have the same single typed parameter, as most
/// routes with one do: a new set for each route of a large table cost more than ranking it.
struct TypedParameterSets {
  private var setsByName: [String: Set<String>] = [:]

  /// The names in `params` whose type is not `string`.
  mutating func typedParameters(of params: [String: ParamType]) -> Set<String> {
    guard params.count == 1, let (name, type) = params.first else {
      return Self.typedParameters(of: params)
    }
    if case .string = type { return [] }
    if let shared = setsByName[name] { return shared }
    let typed: Set<String> = [name]
    setsByName[name] = typed
    return typed
  }

  /// The names in `params` whose type is not `string`, in a set of their own.
  static func typedParameters(of params: [String: ParamType]) -> Set<String> {
    guard !params.isEmpty else { return [] }
    var typed: Set<String> = []
    for (name, type) in params {
      if case .string = type { continue }
      typed.insert(name)
    }
    return typed
  }
}
