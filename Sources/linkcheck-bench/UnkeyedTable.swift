/// A table of routes the side index cannot place by their leading segments: each starts with a
/// value that may hold `/` or with parameters only, and differs from the others by fixed text
/// after it (`/:p(.+)-x7`, `/*/x7/:id(.+)`, …). The `worst` section sends it the hostile URLs:
/// a link must meet only the routes whose text it holds, and a failing link may measure only
/// so many of them for `nearest`.
enum UnkeyedTable {
  static func json(routeCount: Int) -> String {
    let shapes: [(Int) -> String] = [
      { #"/:p(.+)-x\#($0)"# }, { #"/:p(.+)/x\#($0)/:id"# },
      { #"/:s([a-z]+(?:-[a-z]+)*)-x\#($0)"# }, { #"/*/x\#($0)/:id(.+)"# },
      { #"/(.+)/x\#($0)-:id"# },
    ]
    let routes = (0..<routeCount).map { k in
      #"{"name":"r\#(k)","paths":["\#(shapes[k % shapes.count](k))"]}"#
    }
    return #"{"version":1,"schemes":["unkeyed"],"routes":["#
      + routes.joined(separator: ",\n") + "]}"
  }
}
