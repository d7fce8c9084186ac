import Testing

@testable import RouteTable

@Suite("JSON pointers")
struct JSONPointerTests {
  /// Indices are written digit by digit into the pointer's buffer; every length of number must
  /// come out as `String(index)` would write it.
  @Test(arguments: [0, 7, 9, 10, 99, 100, 122, 9_999, 10_000, 1_234_567, Int.max])
  func appendsAnIndex(index: Int) {
    #expect(JSONPointer.appending(index, to: "/routes") == "/routes/" + String(index))
    #expect(JSONPointer.appending(index, to: "") == "/" + String(index))
  }

  @Test(arguments: [
    ("id", "/routes/3/params/id"), ("a/b", "/routes/3/params/a~1b"),
    ("~/~1", "/routes/3/params/~0~1~01"), ("é", "/routes/3/params/é"),
  ])
  func appendsAKey(key: String, expected: String) {
    #expect(JSONPointer.appending(key, to: "/routes/3/params") == expected)
  }
}
