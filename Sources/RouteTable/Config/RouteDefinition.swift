/// One entry of `routes` (docs/config.md), validated, with names resolved to types.
public struct RouteDefinition: Hashable, Sendable {
  public var name: String
  /// Parsed `paths`; empty for a screen reachable only as a parent.
  public var paths: [PathPattern]
  /// Type of each parameter the route has (declared in `params`; undeclared path parameters
  /// are `string` and need not be listed).
  public var params: [String: ParamType]
  /// Declared query parameters in declaration order.
  public var query: [QueryParam]
  /// Parsed `fragments`: patterns the fragment must match (hash routes), empty when none.
  public var fragments: [PathPattern]
  public var parent: ParentLink?
  /// The route's own `schemes` restriction, or `nil` for all of the table's.
  public var schemes: [String]?
  /// The route's own `hosts` restriction, or `nil` for all of the table's.
  public var hosts: [HostPattern]?
  /// The table's options with the route's overrides applied.
  public var options: RouteOptions
  public var description: String?
  /// Where the route object and each of its `paths` entries start in the config.
  public var location: RouteLocation
  /// The platforms its links are for (`platforms`; both by default).
  public var platforms: Platforms = .both
  // Last: its type may hold a Swift `Regex`, whose layout is known only at run time, and every
  // field after it was found through the type's metadata on each read (the options, per link).
  public var fragment: FragmentParam?

  public init(
    name: String, paths: [PathPattern], params: [String: ParamType], query: [QueryParam],
    fragment: FragmentParam?, fragments: [PathPattern] = [], parent: ParentLink?,
    schemes: [String]?, hosts: [HostPattern]?, options: RouteOptions, description: String?,
    location: RouteLocation
  ) {
    self.fragments = fragments
    self.name = name
    self.paths = paths
    self.params = params
    self.query = query
    self.fragment = fragment
    self.parent = parent
    self.schemes = schemes
    self.hosts = hosts
    self.options = options
    self.description = description
    self.location = location
  }

  /// The type of a parameter (path, query or fragment): declared, else `string`.
  public func type(of parameter: String) -> ParamType {
    params[parameter] ?? query.first { $0.name == parameter }?.type
      ?? (fragment?.name == parameter ? fragment?.type : nil) ?? .string
  }
}

/// Where a route is written in its config, for findings that point at it.
public struct RouteLocation: Hashable, Sendable {
  /// JSON Pointer of the route object, e.g. `/routes/3`.
  public var pointer: String
  public var position: SourcePosition?
  /// Position of each `paths` entry's string, in order.
  public var pathPositions: [SourcePosition?]

  public init(pointer: String, position: SourcePosition?, pathPositions: [SourcePosition?]) {
    self.pointer = pointer
    self.position = position
    self.pathPositions = pathPositions
  }
}

/// A declared query parameter.
public struct QueryParam: Hashable, Sendable {
  public var name: String
  public var type: ParamType
  public var required: Bool
  /// Filled in when the URL does not carry the parameter.
  public var defaultValue: ParamValue?
  /// All occurrences are collected into a list; otherwise the first one is taken.
  public var repeated: Bool

  public init(
    name: String, type: ParamType, required: Bool, defaultValue: ParamValue?, repeated: Bool
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.defaultValue = defaultValue
    self.repeated = repeated
  }
}

/// The `fragment` declaration: the whole decoded fragment captured as one parameter.
public struct FragmentParam: Hashable, Sendable {
  public var name: String
  public var type: ParamType
  public var required: Bool

  public init(name: String, type: ParamType, required: Bool) {
    self.name = name
    self.type = type
    self.required = required
  }
}

/// A route's parent and how the parent's parameters are filled from the child's.
public struct ParentLink: Hashable, Sendable {
  public var route: String
  /// Parent parameter → child parameter, for parameters that are not taken by the same name.
  public var mapping: [String: String]

  public init(route: String, mapping: [String: String]) {
    self.route = route
    self.mapping = mapping
  }

  /// The child parameter that fills a parent parameter.
  public func childParameter(for parentParameter: String) -> String {
    mapping[parentParameter] ?? parentParameter
  }
}
