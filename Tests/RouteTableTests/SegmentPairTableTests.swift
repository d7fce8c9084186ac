import Testing

@testable import RouteTable

/// ``SegmentPairTable/Entry`` keeps the node a pair leads to in short form: it must give back
/// the node exactly, refuse a node whose route lists it cannot hold, and stay two to a line.
@Suite struct SegmentPairTableTests {
  static func node(terminals: Int32, tails: Int32, parameterChild: Int32) -> SegmentTrie.Node {
    var node = SegmentTrie.Node()
    node.parameterChild = parameterChild
    node.terminalStart = 1_000
    node.tailStart = 1_000 + terminals
    node.tailEnd = 1_000 + terminals + tails
    node.hasLiteralChildren = true
    return node
  }

  static func entry(_ node: SegmentTrie.Node) -> SegmentPairTable.Entry? {
    SegmentPairTable.Entry(first: (7, 2), second: (9, 8), child: 42, node: node)
  }

  @Test(arguments: [(0, 0, -1), (1, 0, -7), (255, 255, 12), (3, 1, -1)] as [(Int32, Int32, Int32)])
  func entryGivesBackItsNode(terminals: Int32, tails: Int32, parameterChild: Int32) throws {
    let node = Self.node(terminals: terminals, tails: tails, parameterChild: parameterChild)
    let entry = try #require(Self.entry(node))
    #expect(entry.child == 42)
    let read = entry.node
    #expect(read.parameterChild == node.parameterChild)
    #expect(read.terminalStart == node.terminalStart)
    #expect(read.tailStart == node.tailStart)
    #expect(read.tailEnd == node.tailEnd)
    #expect(read.hasLiteralChildren)
  }

  @Test(arguments: [(256, 0), (0, 256)] as [(Int32, Int32)])
  func longRouteListsAreNotPaired(terminals: Int32, tails: Int32) {
    #expect(Self.entry(Self.node(terminals: terminals, tails: tails, parameterChild: -1)) == nil)
  }

  @Test func anEntryFillsACacheLine() {
    #expect(MemoryLayout<SegmentPairTable.Entry>.stride == 64)
  }
}
