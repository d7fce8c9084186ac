/// The stable codes of the problems ``RouteConfig/init(json:)`` reports. A config that is not
/// JSON at all is reported with the ``JSONSyntaxError`` code instead.
public enum ConfigDiagnosticCode: String, CaseIterable, Sendable {
  /// A key the format does not define (a "did you mean" when one is close).
  case unknownKey = "unknown-key"
  /// A value of the wrong JSON kind, e.g. a string where a number belongs.
  case wrongType = "wrong-type"
  /// `version`, `routes`, a route's `name`, a type's `pattern`/`enum`, … is absent.
  case missingKey = "missing-key"
  /// `version` is not `1`.
  case unsupportedVersion = "unsupported-version"
  /// `routes` is an empty array: the table can resolve nothing.
  case emptyRoutes = "empty-routes"
  /// Neither `schemes` nor `hosts` lists anything: the table can resolve nothing.
  case noSchemesOrHosts = "no-schemes-or-hosts"
  /// A scheme that is not a custom URL scheme (`https`, `my_app`, `myapp://`).
  case invalidScheme = "invalid-scheme"
  /// A host that is not a host name or `*.` wildcard (a scheme, port or path in it, bad labels).
  case invalidHost = "invalid-host"
  /// The same scheme or host listed twice.
  case duplicateEntry = "duplicate-entry"
  /// An option with a value outside its set (`trailingSlash`).
  case invalidValue = "invalid-value"
  /// A route or type name outside `[A-Za-z_][A-Za-z0-9_.-]*`.
  case invalidName = "invalid-name"
  /// A named type called like a built-in type.
  case shadowedType = "shadowed-type"
  /// Keys that exclude each other: `pattern` with `enum`, `required: true` with `default`.
  case conflictingKeys = "conflicting-keys"
  /// A `pattern` that does not compile as a regular expression.
  case invalidRegex = "invalid-regex"
  /// A `pattern` whose matching time can explode on a hostile value (`(a+)+$`).
  case slowRegex = "slow-regex"
  /// An `enum` without values.
  case emptyEnum = "empty-enum"
  /// A type's `example` that the type rejects.
  case invalidExample = "invalid-example"
  /// A type name that is neither built in nor under `types`.
  case unknownType = "unknown-type"
  /// A path pattern with a syntax error.
  case invalidPattern = "invalid-pattern"
  /// Two routes with the same name.
  case duplicateRoute = "duplicate-route"
  /// A `params` entry that none of the route's `paths` captures.
  case uncapturedParam = "uncaptured-param"
  /// A query or fragment parameter named like a path parameter or another one.
  case duplicateParam = "duplicate-param"
  /// A query `default` of the wrong JSON kind or rejected by the parameter's type.
  case invalidDefault = "invalid-default"
  /// A route's scheme that the table's `schemes` does not list.
  case schemeNotInTable = "scheme-not-in-table"
  /// A route's host that none of the table's `hosts` covers.
  case hostNotInTable = "host-not-in-table"
  /// A `parent` that names no route.
  case unknownParent = "unknown-parent"
  /// Routes that are their own ancestors.
  case parentCycle = "parent-cycle"
  /// A parent's parameter that the child neither has by the same name nor maps.
  case unmappedParentParam = "unmapped-parent-param"
  /// A parent mapping that names a parameter the parent or the child does not have.
  case unknownParam = "unknown-param"
}
