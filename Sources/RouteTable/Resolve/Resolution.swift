/// What a URL that resolves opens (SPEC §6).
///
/// A resolution returned by ``RouteTable/resolve(_:)`` for a plain URL holds only the input and
/// the winning route: each property is derived when read (the route name at no cost, the others
/// by binding the route's values again). Read ``chain`` or ``params`` once into a local when
/// using them repeatedly, or call ``materialized()``. Setting a property, or building one with
/// ``init(route:chain:params:extraQuery:warnings:)``, stores the values themselves. Equality
/// and hashing compare the values, whichever form holds them.
public struct Resolution: Hashable, Sendable {
  /// The five properties, stored.
  struct Values: Hashable, Sendable {
    var route: String
    var chain: [ChainEntry]
    var params: [NamedValue]
    var extraQuery: [String]
    var warnings: [LinkWarning]
  }

  /// Stored values, boxed: a resolution stays small, and copying one (which the fast path's
  /// form makes common) costs a reference rather than the five properties.
  final class StoredValues: Sendable {
    let values: Values

    init(_ values: Values) {
      self.values = values
    }
  }

  // Exactly one of the two is set. Two optionals rather than an enum of both forms: copying a
  // multi-payload enum goes through a run-time switch on its case, which cost more than the
  // rest of reading the resolution. Constants, so that an initializer initializes them rather
  // than assigning over an implicit `nil` (a generic call for the compact form).
  /// The fast path's resolution, from which the properties are derived when read.
  let compact: CompactResolution?
  private let stored: StoredValues?

  public init(
    route: String, chain: [ChainEntry], params: [NamedValue], extraQuery: [String],
    warnings: [LinkWarning]
  ) {
    self.init(
      storing: Values(
        route: route, chain: chain, params: params, extraQuery: extraQuery, warnings: warnings))
  }

  init(_ compact: CompactResolution) {
    self.compact = compact
    stored = nil
  }

  private init(storing values: Values) {
    compact = nil
    stored = StoredValues(values)
  }

  var values: Values {
    compact?.values() ?? stored!.values
  }

  /// The same resolution with every property built and stored, for code that reads them many
  /// times.
  public func materialized() -> Resolution {
    Resolution(storing: values)
  }

  private mutating func update(_ change: (inout Values) -> Void) {
    var values = self.values
    change(&values)
    self = Resolution(storing: values)
  }

  /// The winning route's name.
  public var route: String {
    get { compact?.routeName ?? stored!.values.route }
    set { update { $0.route = newValue } }
  }

  /// The route's ancestors, root first, ending with the route itself.
  public var chain: [ChainEntry] {
    get { values.chain }
    set { update { $0.chain = newValue } }
  }

  /// Path, query and fragment values, typed, defaults filled in.
  public var params: [NamedValue] {
    get { compact?.parameters().params ?? stored!.values.params }
    set { update { $0.params = newValue } }
  }

  /// Query names present in the URL but not declared by the route, in URL order, each once.
  public var extraQuery: [String] {
    get { compact?.extraQuery() ?? stored!.values.extraQuery }
    set { update { $0.extraQuery = newValue } }
  }

  public var warnings: [LinkWarning] {
    get { compact == nil ? stored!.values.warnings : [] }
    set { update { $0.warnings = newValue } }
  }

  public static func == (lhs: Resolution, rhs: Resolution) -> Bool {
    lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    values.hash(into: &hasher)
  }
}

/// One screen of a route chain with its own parameters (after parent mapping).
public struct ChainEntry: Hashable, Sendable {
  public var route: String
  public var params: [NamedValue]

  public init(route: String, params: [NamedValue]) {
    self.route = route
    self.params = params
  }
}
