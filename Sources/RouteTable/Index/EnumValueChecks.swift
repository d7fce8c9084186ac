/// The ``ValueCheck`` of each enum type a query parameter declares, shared by the routes that
/// declare an equal one (as a large table's routes repeat the same inline enum): each check of
/// an enum copies its values, and making one for each route was most of indexing its query.
struct EnumValueChecks {
  private var checks: [(type: EnumType, check: ValueCheck)] = []
  /// How many enums are kept; others get a check of their own.
  private static let capacity = 16

  /// The check of `type`: shared for an enum seen before, made for anything else.
  mutating func check(for type: ParamType) -> ValueCheck {
    guard case .enumeration(let enumeration) = type else { return ValueCheck(type) }
    for index in checks.indices where checks[index].type == enumeration {
      return checks[index].check
    }
    let check = ValueCheck(type)
    if checks.count < Self.capacity { checks.append((enumeration, check)) }
    return check
  }
}
