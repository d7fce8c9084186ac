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
}
