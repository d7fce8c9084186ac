/// Where a built link points: a custom scheme (`flightdeck://…`) or an https host
/// (`https://flightdeck.example.com/…`).
public enum LinkOrigin: Hashable, Sendable {
  case scheme(String)
  case host(String)

  /// `flightdeck://` or `https://flightdeck.example.com`, for messages and listings.
  public var text: String {
    switch self {
    case .scheme(let scheme): scheme + "://"
    case .host(let host): "https://" + host
    }
  }
}
