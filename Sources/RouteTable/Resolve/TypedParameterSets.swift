/// The set of a route's typed parameters (declared with a type other than `string`, SPEC §5),
/// shared among the routes of a table that have the same single typed parameter, as most
/// routes with one do: a new set for each route of a large table cost more than ranking it.
struct TypedParameterSets {
  /// The shared sets, searched in order: a table names its single typed parameters with a few
  /// names (`id`, `uid`, …), and comparing a few short names beat hashing each.
  private var shared: [(name: String, set: Set<String>)] = []
  /// How many sets are kept; other names get a set of their own.
  private static let capacity = 16

  /// The names in `params` whose type is not `string`.
  mutating func typedParameters(of params: [String: ParamType]) -> Set<String> {
    guard params.count == 1, let (name, type) = params.first else {
      return Self.typedParameters(of: params)
    }
    if case .string = type { return [] }
    for index in shared.indices where shared[index].name == name {
      return shared[index].set
    }
    let typed: Set<String> = [name]
    if shared.count < Self.capacity { shared.append((name, typed)) }
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
