/// How one link behaves differently under a new version of a route table or platform file than
/// under the old one (`linkcheck diff`, README "Link impact").
///
/// Each link is decided under both versions by the ordinary engines; the change is read from the
/// two outcomes, never decided again. `nil` means the outcomes are equal.
public enum LinkChange: String, Hashable, Sendable, CaseIterable {
  case nowFails = "now-fails"
  case nowResolves = "now-resolves"
  /// Both resolve, to another route or through another chain of screens.
  case routeChanged = "route-changed"
  /// Same chain; a parameter's value (or the extra query) differs.
  case paramsChanged = "params-changed"
  /// Both fail, and the failures differ (code, message, nearest route, help or warnings).
  case errorChanged = "error-changed"
  /// Same resolution, other warnings.
  case warningsChanged = "warnings-changed"
  /// The platform opened the app and now sends the link elsewhere, or the reverse.
  case appToBrowser = "app-to-browser"
  case browserToApp = "browser-to-app"
  /// Android opens the app in both versions, with another activity.
  case activityChanged = "activity-changed"

  /// The change between two resolutions of one link.
  public init?(
    from old: Result<Resolution, ResolveFailure>, to new: Result<Resolution, ResolveFailure>
  ) {
    switch (old, new) {
    case (.success, .failure): self = .nowFails
    case (.failure, .success): self = .nowResolves
    case (.failure(let before), .failure(let after)):
      guard before != after else { return nil }
      self = .errorChanged
    case (.success(let before), .success(let after)):
      let (beforeChain, beforeParams) = before.chainAndParams
      let (afterChain, afterParams) = after.chainAndParams
      // The chain ends with the route itself.
      if beforeChain.map(\.route) != afterChain.map(\.route) {
        self = .routeChanged
      } else if beforeParams != afterParams || beforeChain != afterChain
        || before.extraQuery != after.extraQuery
      {
        self = .paramsChanged
      } else if before.warnings != after.warnings {
        self = .warningsChanged
      } else {
        return nil
      }
    }
  }

  /// The change between two iOS decisions of one link: whether it opens the app. A link that
  /// cannot be decided opens nothing.
  public init?(
    from old: Result<AASADecision, LinkDecisionError>,
    to new: Result<AASADecision, LinkDecisionError>
  ) {
    let opens = { (outcome: Result<AASADecision, LinkDecisionError>) in
      (try? outcome.get().opensApp) ?? false
    }
    self.init(opensApp: opens(old), opensApp: opens(new), activities: nil, nil)
  }

  /// The change between two Android decisions of one link: whether it opens the app, and in
  /// which activity.
  public init?(
    from old: Result<AndroidLinkDecision, LinkDecisionError>,
    to new: Result<AndroidLinkDecision, LinkDecisionError>
  ) {
    let before = try? old.get()
    let after = try? new.get()
    self.init(
      opensApp: before?.outcome == .app, opensApp: after?.outcome == .app,
      activities: before?.activity, after?.activity)
  }

  private init?(
    opensApp before: Bool, opensApp after: Bool, activities oldActivity: String?,
    _ newActivity: String?
  ) {
    switch (before, after) {
    case (true, false): self = .appToBrowser
    case (false, true): self = .browserToApp
    case (true, true) where oldActivity != newActivity: self = .activityChanged
    default: return nil
    }
  }
}
