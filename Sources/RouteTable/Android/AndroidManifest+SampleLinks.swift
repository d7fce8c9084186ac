extension AndroidManifest {
  /// One link for each scheme, host and path of every launchable intent filter, its wildcards
  /// filled with the values of `table` when there is one: the links whose fate an edit of a
  /// filter or of assetlinks.json decides (`linkcheck diff --manifest`). Each once, in filter
  /// order.
  public func sampleLinks(table: RouteTable?) -> [String] {
    let values = ProbeValues(table: table)
    var links: [String] = []
    for activity in activities {
      for filter in activity.filters where filter.isLaunchable {
        for (_, templates) in AndroidCrossCheck.templates(of: filter, table: table, values: values)
        {
          for template in templates {
            guard let filling = template.fillings().first else { continue }
            let link = template.url(filling)
            if !links.contains(link) { links.append(link) }
          }
        }
      }
    }
    return links
  }
}
