/// A route as decoded so far, with the positions the checks across routes point at.
///
/// A class, so that the checks across routes read drafts out of the list without copying them.
final class RouteDraft {
  let index: Int
  let pointer: String
  let position: SourcePosition
  var name: String?
  var nameValue: JSONValue?
  var paths: [PathPattern] = []
  var pathPositions: [SourcePosition?] = []
  /// Whether every `paths` entry parsed, so that what the patterns capture is known.
  var pathsAreComplete = true
  var params: [String: ParamType] = [:]
  /// Each `params` key with where it is written, in source order.
  var declaredParams: [(name: String, position: SourcePosition)] = []
  /// Whether every `params` entry decoded, so that the route's parameters are known.
  var paramsAreComplete = true
  var query: [QueryParam] = []
  var fragment: FragmentParam?
  var fragments: [PathPattern] = []
  var parent: ParentLink?
  var parentLocation: ParentLocation?
  var schemes: [String]?
  var hosts: [HostPattern]?
  /// The parameters of the hosts the route answers on (`:name.example.com`), each with its
  /// first host, once each.
  var hostParameters: [(name: String, host: String)] = []
  var options = RouteOptions()
  var platforms = Platforms.both
  var description: String?

  init(index: Int, pointer: String, position: SourcePosition) {
    self.index = index
    self.pointer = pointer
    self.position = position
  }

  /// Where a `parent` is written: the value, the name inside it, and each mapping entry.
  struct ParentLocation {
    /// The pointer of the route the `parent` belongs to.
    var routePointer: String
    var position: SourcePosition
    var routeValue: JSONValue
    /// Whether the name is the `route` of an object rather than the `parent` string itself.
    var namesRouteInside: Bool
    /// Mapping entries: parent parameter → (key position, value, pointer).
    var mappings: [(parent: String, keyPosition: SourcePosition, value: JSONValue, pointer: String)]

    /// The pointer of the `parent` value (built for a report only).
    var pointer: String { JSONPointer.appending("parent", to: routePointer) }
    /// The pointer of the parent's name: the `parent` string, or its object's `route`.
    var namePointer: String {
      namesRouteInside ? JSONPointer.appending("route", to: pointer) : pointer
    }
  }

  /// The JSON Pointer of a `params` entry, for a report about it.
  func pointer(ofParam name: String) -> String {
    JSONPointer.appending(name, to: JSONPointer.appending("params", to: pointer))
  }

  /// Names the patterns capture (named groups only; `*` and `(…)` groups are numbered).
  var capturedNames: [String] {
    // A search of the few names so far rather than a set: a route has a handful of groups.
    var names: [String] = []
    for path in paths + fragments {
      for name in path.groupNames where !name.isNumberedGroup && !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The route's path parameters: what its patterns capture and what it declares.
  var parameterNames: [String] {
    var names = capturedNames
    for declared in declaredParams where !names.contains(declared.name) {
      names.append(declared.name)
    }
    return names
  }

  /// Its query, fragment and host parameters: a child passes them up when it has them, and a
  /// parent may receive them, but no child has to.
  var optionalParameterNames: [String] {
    query.map(\.name) + (fragment.map { [$0.name] } ?? []) + hostParameters.map(\.name)
  }

  /// Whether ``parameterNames`` is the full set (no part of it failed to decode).
  var parametersAreKnown: Bool { pathsAreComplete && paramsAreComplete }

  /// A route that names only schemes answers no https link, one that names only hosts answers no
  /// custom scheme; an empty list only takes its own kind away (`"schemes": []` is web only).
  var definition: RouteDefinition {
    var definition = RouteDefinition(
      name: name ?? "", paths: paths, params: params, query: query, fragment: fragment,
      fragments: fragments,
      parent: parent, schemes: schemes ?? (hosts?.isEmpty == false ? [] : nil),
      hosts: hosts ?? (schemes?.isEmpty == false ? [] : nil), options: options,
      description: description,
      location: RouteLocation(pointer: pointer, position: position, pathPositions: pathPositions))
    definition.platforms = platforms
    return definition
  }
}
