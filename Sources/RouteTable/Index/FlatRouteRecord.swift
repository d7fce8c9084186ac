/// What ``FastResolver`` reads of one pattern of a plain route in the trie, in one cache line:
/// where each captured value lies, its check, and the route's query declarations. The trie
/// proposes the record of each pattern whose shape the path fits, so a candidate costs one
/// record rather than a walk through the route's arrays (in a large table a cache miss per
/// array, and a reference count on the route and on each array).
///
/// A record that does not apply (``isUsable`` is `false`: a route that is not plain, more groups
/// or query declarations than fit, a query name longer than 8 bytes) sends the resolver to the
/// route itself.
struct FlatRouteRecord: Sendable {
  /// The route's number.
  private(set) var route: Int32 = -1
  /// The pattern's offset in ``RouteIndex/Route/patterns``.
  private(set) var pattern: UInt8 = 0
  private(set) var isUsable = false
  private(set) var groupCount: UInt8 = 0
  private(set) var queryCount: UInt8 = 0
  /// The route's `plusIsSpace` option.
  private(set) var plusIsSpace = false
  /// The ``CheckReference`` of each group, then of each query declaration.
  private var checks: (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16) =
    (0, 0, 0, 0, 0, 0, 0)
  /// The segment each group captures, as ``RouteIndex/Route/captureSegments``.
  private var segments: (Int16, Int16, Int16, Int16) = (0, 0, 0, 0)
  // The query declarations come last, one after another: a record with at most one is whole
  // in its first 42 bytes (``head``).
  /// Each query declaration in ``queryStride`` bytes: its name packed as ``ByteWord`` packs a
  /// segment (`0` beyond it), the name's length, and its ``QueryFlags``.
  private var query: (UInt64, UInt64, UInt64, UInt32, UInt16) = (0, 0, 0, 0, 0)

  private static let queryStride = 10

  static let groupCapacity = 4
  static let queryCapacity = 3
  /// The longest query name a record holds (packed in one word).
  static let queryNameCapacity = 8

  private enum QueryFlags {
    static let required: UInt8 = 1
    static let repeated: UInt8 = 2
  }

  init() {}

  /// A record's first 42 bytes: all of it but its second and third query declarations.
  typealias Head = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt16)

  /// Whether every field but the query's lies in the first 32 bytes and the query's first
  /// declaration in the next ten, as declared: if the compiler ever lays the record out
  /// otherwise, no record has a ``head``.
  private static let headHoldsAllButTwoDeclarations: Bool = {
    let layout = MemoryLayout<FlatRouteRecord>.self
    let fields =
      [
        \FlatRouteRecord.route, \.pattern, \.isUsable, \.groupCount, \.queryCount,
        \.plusIsSpace, \.checks, \.segments,
      ] as [PartialKeyPath<FlatRouteRecord>]
    return layout.offset(of: \.query) == 32 && MemoryLayout<Head>.size == 32 + queryStride
      && fields.allSatisfy { (layout.offset(of: $0) ?? 32) < 32 }
  }()

  /// The whole record in 42 bytes, for a usable record with at most one query declaration
  /// (the rest of such a record is never read).
  var head: Head? {
    guard isUsable, queryCount <= 1, Self.headHoldsAllButTwoDeclarations else { return nil }
    return withUnsafeBytes(of: self) { $0.loadUnaligned(as: Head.self) }
  }

  /// Sends the resolver to the route itself for this pattern (as for all, when one of the
  /// route's patterns has no usable record).
  mutating func markUnusable() {
    isUsable = false
  }

  /// The record of pattern `pattern` of `route` (number `number`); its checks with a payload
  /// go to `pool`.
  init(_ route: RouteIndex.Route, number: Int32, pattern: Int, pool: inout ValueCheckPool) {
    self.route = number
    guard route.isPlain, let segmentPattern = route.segmentPatterns[pattern] else { return }
    let groupChecks = route.valueChecks[pattern]
    let query = route.plainQuery
    // Written straight into the record's fields rather than through arrays: a large table
    // builds a record for each of its routes.
    var captures: (Int16, Int16, Int16, Int16) = (0, 0, 0, 0)
    var captureCount = 0
    var capturesFit = true
    withUnsafeMutableBytes(of: &captures) { raw in
      let typed = raw.bindMemory(to: Int16.self)
      func append(_ segment: Int) {
        if captureCount < Self.groupCapacity, let value = Int16(exactly: segment) {
          typed[captureCount] = value
        } else {
          capturesFit = false
        }
        captureCount += 1
      }
      for (segment, unit) in segmentPattern.units.enumerated() where unit == .parameter {
        append(segment)
      }
      if segmentPattern.hasTail { append(-1 - segmentPattern.units.count) }
    }
    guard pattern <= Int(UInt8.max), groupChecks.count <= Self.groupCapacity,
      captureCount == groupChecks.count, capturesFit, query.count <= Self.queryCapacity,
      query.allSatisfy({ $0.name.count <= Self.queryNameCapacity })
    else { return }
    self.pattern = UInt8(pattern)
    isUsable = true
    groupCount = UInt8(groupChecks.count)
    queryCount = UInt8(query.count)
    plusIsSpace = route.options.plusIsSpace
    segments = captures
    let groupTypes = route.groupTypes[pattern]
    withUnsafeMutableBytes(of: &checks) { raw in
      let typed = raw.bindMemory(to: UInt16.self)
      for group in groupChecks.indices {
        typed[group] = pool.reference(groupChecks[group], groupTypes[group])
      }
      for number in query.indices {
        typed[groupChecks.count + number] = pool.reference(
          query[number].check, route.query[number].type)
      }
    }
    withUnsafeMutableBytes(of: &self.query) { raw in
      for (number, declaration) in query.enumerated() {
        let start = number * Self.queryStride
        let name = declaration.name.withUnsafeBufferPointer { ByteWord.load($0, 0..<$0.count) }
        raw.storeBytes(of: name, toByteOffset: start, as: UInt64.self)
        raw[start + 8] = UInt8(declaration.name.count)
        raw[start + 9] =
          (declaration.required ? QueryFlags.required : 0)
          | (declaration.repeated ? QueryFlags.repeated : 0)
      }
    }
  }

  /// The ``ValueCheckPool`` reference of group `group`.
  @inline(__always)
  func groupCheck(_ group: Int) -> UInt16 {
    withUnsafeBytes(of: checks) { $0.load(fromByteOffset: 2 * group, as: UInt16.self) }
  }

  /// The ``ValueCheckPool`` reference of query declaration `number`.
  @inline(__always)
  func queryCheck(_ number: Int) -> UInt16 {
    groupCheck(Int(groupCount) + number)
  }

  /// The segment group `group` captures: `n` for segment `n`, `-1 - n` for the rest of the
  /// path from segment `n`.
  @inline(__always)
  func segment(_ group: Int) -> Int {
    withUnsafeBytes(of: segments) { Int($0.load(fromByteOffset: 2 * group, as: Int16.self)) }
  }

  /// Whether `rawName` is the name of query declaration `number`.
  @inline(__always)
  func isQueryName(_ number: Int, _ rawName: UnsafeBufferPointer<UInt8>) -> Bool {
    withUnsafeBytes(of: query) { raw in
      let start = number &* Self.queryStride
      let length = Int(raw[start &+ 8])
      return rawName.count == length
        && ByteWord.load(rawName, 0..<length)
          == raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
    }
  }

  @inline(__always)
  func isRequired(_ number: Int) -> Bool {
    withUnsafeBytes(of: query) { $0[number &* Self.queryStride &+ 9] & QueryFlags.required != 0 }
  }

  @inline(__always)
  func isRepeated(_ number: Int) -> Bool {
    withUnsafeBytes(of: query) { $0[number &* Self.queryStride &+ 9] & QueryFlags.repeated != 0 }
  }
}

/// The checks with a payload (an ASCII pattern or enum) that ``FlatRouteRecord``s refer to, each
/// type once: in a large table most routes share a few types, whose checks then stay in cache.
///
/// A reference is a ``ValueCheck/code`` below ``firstPooled`` (a check without payload, or
/// ``undecided`` for a check only the route's type can make), else an offset in ``checks`` plus
/// ``firstPooled``.
struct ValueCheckPool: Sendable {
  private(set) var checks: [ValueCheck] = []
  private var referencesByType: [ParamType: UInt16] = [:]

  /// The reference of a check that ``ValueCheck/admits(raw:)`` cannot make (`other`).
  static let undecided: UInt16 = 4
  static let firstPooled: UInt16 = 5

  /// The reference for `check`, the check of `type`.
  mutating func reference(_ check: ValueCheck, _ type: ParamType) -> UInt16 {
    switch check {
    case .string, .int, .bool, .uuid: return UInt16(check.code)
    case .other: return Self.undecided
    case .asciiPattern, .asciiValues:
      if let known = referencesByType[type] { return known }
      // A table with more distinct types than references leaves the rest to the route.
      guard checks.count < Int(UInt16.max - Self.firstPooled) else { return Self.undecided }
      let reference = Self.firstPooled + UInt16(checks.count)
      checks.append(check)
      referencesByType[type] = reference
      return reference
    }
  }

  /// ``ValueCheck/admits(raw:)`` of the check `reference` stands for, `nil` for ``undecided``.
  @inline(__always)
  static func admits(
    _ reference: UInt16, raw: UnsafeBufferPointer<UInt8>, checks: UnsafeBufferPointer<ValueCheck>
  ) -> Bool? {
    switch reference {
    // In a URL that ``URLLayout`` accepted every escape decodes to one byte.
    case 0: return !raw.isEmpty
    case 1..<undecided: return ValueCheck(code: UInt8(reference)).admits(raw: raw)
    case undecided: return nil
    default: return checks[Int(reference &- firstPooled)].admits(raw: raw)
    }
  }

  /// Drops what only building needs.
  mutating func finish() {
    referencesByType = [:]
  }
}
