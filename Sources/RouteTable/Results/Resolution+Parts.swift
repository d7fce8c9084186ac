/// A parameter value as a renderer writes it: its text where the link holds it (valid UTF-8,
/// decoded, and valid only during the call that gives it), or the value. Writing values from
/// views makes no string or array for them.
public enum ParamValueView {
  case string(UnsafeBufferPointer<UInt8>)
  case uuid(UnsafeBufferPointer<UInt8>)
  case value(ParamValue)

  /// The value itself.
  public var value: ParamValue {
    switch self {
    case .string(let text): .string(String(utf8Bytes: text))
    case .uuid(let text): .uuid(String(utf8Bytes: text))
    case .value(let value): value
    }
  }
}

/// One part of a resolution's chain as a renderer writes it (``Resolution/forEachChainPart(_:)``).
public enum ChainPart {
  /// An entry of the chain begins (root first).
  case entry(route: String)
  /// A value of the entry.
  case value(name: String, ParamValueView)
  /// The entry ends.
  case end
}

extension Resolution {
  /// ``params`` given to `body` one by one as views: what a renderer writes, without the array
  /// and the strings ``params`` makes.
  public func forEachParam(_ body: (_ name: String, _ value: ParamValueView) -> Void) {
    switch values {
    case .given(let params): for named in params { body(named.name, .value(named.value)) }
    case .bound(let candidate): candidate.withViews { $0.forEachValue(body) }
    }
  }

  /// Whether the chain's last entry (the route's own) holds exactly ``params``, in order:
  /// always for a resolution the table made. A renderer that has written the chain can copy
  /// that entry's values for `params` instead of writing them again.
  public var routeEntryHoldsParams: Bool {
    if case .planned = chainSource, case .bound = values { return true }
    return chain.last?.params == params
  }

  /// ``chain`` given to `body` part by part, values as views: what a renderer writes, without
  /// the arrays and the strings ``chain`` makes (it is made of these parts).
  public func forEachChainPart(_ body: (ChainPart) -> Void) {
    guard case .planned(let plan) = chainSource, case .bound(let candidate) = values else {
      for entry in chain {
        body(.entry(route: entry.route))
        for named in entry.params { body(.value(name: named.name, .value(named.value))) }
        body(.end)
      }
      return
    }
    candidate.withViews { views in
      // Without a value to convert, each ancestor's value is one of the route's own, renamed.
      // The steps and parameters read field by field: a copy of one copied its type as well.
      let steps = plan.steps
      for step in steps.indices.reversed() {
        body(.entry(route: steps[step].route))
        for parameter in steps[step].parameters.indices {
          guard let source = steps[step].parameters[parameter].sourceName else { continue }
          views.view(named: source) {
            body(.value(name: steps[step].parameters[parameter].name, $0))
          }
        }
        body(.end)
      }
      body(.entry(route: route))
      views.forEachValue { body(.value(name: $0, $1)) }
      body(.end)
    }
  }
}
