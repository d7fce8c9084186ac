/// Receives a resolution's chain, then its parameters, one value at a time
/// (``Resolution/visit(_:)``): for renderers that write many resolutions and would otherwise
/// build `chain` and `params` arrays only to read them once.
public protocol ResolutionVisitor {
  /// A chain entry begins (root first); its parameters follow, then ``endChainEntry()``.
  mutating func beginChainEntry(route: String)
  mutating func parameter(name: String, value: ParamValueView)
  mutating func endChainEntry()
  /// The chain is done; the parameters of ``Resolution/params`` follow.
  mutating func beginParams()
}

/// A parameter value handed to a ``ResolutionVisitor``: a string or uuid value as the UTF-8 of
/// its decoded text, read in place (valid only during the call), or any value as itself.
public enum ParamValueView {
  /// The text of a `.string` or `.uuid` value.
  case text(UnsafeBufferPointer<UInt8>)
  case value(ParamValue)

  /// The value itself (copying text into a string).
  public var value: ParamValue {
    switch self {
    case .text(let bytes): .string(String(utf8Bytes: bytes))
    case .value(let value): value
    }
  }
}

extension Resolution {
  /// Calls `visitor` for each entry of ``chain``, root first, and each of its parameters, then
  /// for each of ``params``.
  public func visit(_ visitor: inout some ResolutionVisitor) {
    for entry in chain {
      visitor.beginChainEntry(route: entry.route)
      for named in entry.params { visitor.parameter(name: named.name, value: .value(named.value)) }
      visitor.endChainEntry()
    }
    visitor.beginParams()
    for named in params {
      visitor.parameter(name: named.name, value: .value(named.value))
    }
  }
}
