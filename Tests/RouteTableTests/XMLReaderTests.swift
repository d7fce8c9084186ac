import Testing

@testable import RouteTable

/// The manifest's XML reader: what it accepts, and a positioned error for everything else,
/// bounded in depth and with no way to declare entities.
@Suite struct XMLReaderTests {
  @Test func readsElementsAttributesNamespacesAndEntities() throws {
    let root = try XMLReader.read(
      Array(
        """
        \u{FEFF}<?xml version="1.0"?>
        <!-- a comment -->
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
          <data android:path='/a&amp;b&#47;c&#x2F;d' android:host="x&quot;y" other="1"/>
          <![CDATA[ <not an element> ]]>
        </manifest>
        """.utf8))
    #expect(root.name == "manifest")
    #expect(root.attribute("package", namespace: "")?.value == "a.b")
    let data = try #require(root.children.first)
    #expect(data.attribute("path")?.value == "/a&b/c/d")
    #expect(data.attribute("host")?.value == "x\"y")
    #expect(data.attribute("other", namespace: "")?.value == "1")
    #expect(data.position.line == 4 && data.position.column == 3)
    #expect(data.attribute("host")?.position.column == 46)
  }

  @Test(arguments: [
    ("<a>", 1, 1, "the element 'a' is not closed"),
    ("<a></b>", 1, 6, "'</b>' closes '<a>'"),
    ("<a x='1' x='2'/>", 1, 10, "duplicate attribute 'x'"),
    ("<a p:x='1'/>", 1, 4, "the prefix of 'p:x' is not declared"),
    ("<a x='&bogus;'/>", 1, 7, "unknown entity '&bogus;'"),
    ("<a x='<'/>", 1, 7, "'<' is not allowed in an attribute value; write '&lt;'"),
    (
      "<!DOCTYPE a [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><a>&e;</a>", 1, 1,
      "a document type declaration is not allowed (no custom or external entities)"
    ),
    ("<a/><b/>", 1, 5, "content after the root element"),
    ("<a>\n<!-- open", 2, 1, "the comment is not closed with '-->'"),
    ("", 1, 1, "expected the root element"),
    ("<a>\n <b>\u{B}</b></a>", 2, 5, "the control character U+000B is not allowed in XML"),
    ("<a x='\u{1}'/>", 1, 7, "the control character U+0001 is not allowed in XML"),
    ("<a><!-- a -- b --></a>", 1, 11, "'--' is not allowed inside a comment"),
    ("<a><!-- a ---></a>", 1, 11, "'--' is not allowed inside a comment"),
    (
      "<!-- first -->\n<?xml version='1.0'?><a/>", 2, 1,
      "the XML declaration '<?xml …?>' may only stand at the very start of the file"
    ),
    (
      "<a><?XML version='1.0'?></a>", 1, 4,
      "the XML declaration '<?xml …?>' may only stand at the very start of the file"
    ),
    (
      "<a xmlns:android='http://schemas.android.com/apk/res/android' xmlns:x='http://schemas.android.com/apk/res/android' android:host='a' x:host='evil.com'/>",
      1, 133, "duplicate attribute 'x:host': another prefix names 'host' in the same namespace"
    ),
  ])
  func refusesWithAPosition(text: String, line: Int, column: Int, message: String) {
    Self.expectRefusal(Array(text.utf8), line: line, column: column, message: message)
  }

  /// Bytes that are not UTF-8 XML text: invalid UTF-8 at its place, UTF-16 and a compiled
  /// manifest at the start, with what to do instead.
  @Test(
    arguments: [
      (
        [0x3C, 0x61, 0x20, 0x78, 0x3D, 0x27, 0xC3, 0x28, 0x27, 0x2F, 0x3E], 1, 7,
        "invalid UTF-8; save the file as UTF-8"
      ),
      ([0x3C, 0x61, 0x2F, 0x3E, 0xE2, 0x80], 1, 5, "invalid UTF-8 at the end of the file"),
      (
        [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], 1, 1,
        "the file is UTF-16, which linkcheck does not read; convert it with 'iconv -f UTF-16 -t UTF-8 AndroidManifest.xml'"
      ),
      (
        [0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00], 1, 1,
        "the file is UTF-16, which linkcheck does not read; convert it with 'iconv -f UTF-16 -t UTF-8 AndroidManifest.xml'"
      ),
      (
        [0x03, 0x00, 0x08, 0x00, 0x2C, 0x10, 0x00, 0x00], 1, 1,
        "this is a compiled (binary) manifest, as an APK holds it; give the source AndroidManifest.xml, or print the APK's with 'apkanalyzer manifest print APP.apk'"
      ),
    ] as [([UInt8], Int, Int, String)])
  func refusesBytesThatAreNotUTF8XML(bytes: [UInt8], line: Int, column: Int, message: String) {
    Self.expectRefusal(bytes, line: line, column: column, message: message)
  }

  static func expectRefusal(_ bytes: [UInt8], line: Int, column: Int, message: String) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
      _ = try XMLReader.read(bytes)
      Issue.record("'\(text)' was read")
    } catch {
      #expect(error.message == message)
      #expect((error.position.line, error.position.column) == (line, column), "\(text)")
    }
  }

  @Test func nestingIsBounded() {
    let depth = XMLReader.maximumDepth
    let deep =
      String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
    let allowed = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect((try? XMLReader.read(Array(allowed.utf8))) != nil)
    do {
      _ = try XMLReader.read(Array(deep.utf8))
      Issue.record("\(depth + 1) levels were read")
    } catch {
      #expect(error.message == "elements are nested deeper than \(depth)")
    }
  }

  /// A manifest that is not one is a finding, never a crash, and leaves nothing to decide.
  @Test(arguments: ["", "<", "not xml", "<html/>", "\u{0}\u{FF}"])
  func aBrokenManifestIsAFinding(text: String) {
    let manifest = AndroidManifest(xml: Array(text.utf8))
    #expect(manifest.activities.isEmpty)
    #expect(["xml-syntax", "not-a-manifest"].contains(manifest.findings.first?.code ?? ""))
  }
}
