/// A small table whose routes use `(regex)` parts in the places configs put them: a choice of
/// languages, a slug, a slug and an id, an expression before or after fixed segments, a version
/// number. The `worst` section sends it the hostile URLs, whose paths these routes must give
/// back byte by byte before failing.
enum ExpressionTable {
  static let json = #"""
    {"version":1,"schemes":["regex"],"hosts":["regex.example.com"],"routes":[
     {"name":"docs","paths":["/:lang(en|fr|de)/docs/*"]},
     {"name":"article","paths":["/blog/:slug([a-z0-9]+(?:-[a-z0-9]+)*)"]},
     {"name":"post","paths":["/blog/:slug(.+)-:id(\\d+)"]},
     {"name":"download","paths":["/(.+)/download/:id(\\d+)"]},
     {"name":"json","paths":["/:path(.+)\\.json"]},
     {"name":"tail","paths":["/*/x/:id(.+)"]},
     {"name":"version","paths":["/v:major(\\d+){.:minor(\\d+)}?/api/*"]}
    ]}
    """#

  /// A large table of such routes, `routeCount` of them in five shapes (an id after fixed
  /// text, a slug before it, a code and a number, a date, a word), for the load section: every
  /// route compiles its `(regex)` parts.
  static func large(routeCount: Int) -> String {
    let routes = (0..<routeCount).map { k -> String in
      let path =
        switch k % 5 {
        case 0: #"/p\#(k)/:id(\\d+)"#
        case 1: #"/:slug([a-z0-9-]+)-x\#(k)"#
        case 2: #"/u\#(k)/:code([A-F]{2})/:n(\\d{1,3})"#
        case 3: #"/b\#(k)/:y(\\d{4})-:m(\\d{2})"#
        default: #"/t\#(k)/:tag(\\w+)"#
        }
      return #"{"name":"r\#(k)","paths":["\#(path)"]}"#
    }
    return #"{"version":1,"schemes":["regex"],"hosts":["regex.example.com"],"routes":["#
      + routes.joined(separator: ",\n") + "]}"
  }
}
