// Opens each link given as an argument the way the app would: through the generated `Route`.
for link in CommandLine.arguments.dropFirst() {
  guard let route = Route(url: link) else {
    print("\(link): not a screen of the app")
    continue
  }
  switch route {
  case .flightDetail(let id): print("flight \(id.uuidString)")
  case .checkout(_, let seat, _, let adults): print("checkout seat \(seat.rawValue) for \(adults)")
  default: print(route.chain.map(\.name).joined(separator: " > "))
  }
}
