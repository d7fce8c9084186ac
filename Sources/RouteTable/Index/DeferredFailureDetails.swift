/// What a plain URL's failure (``FastResolver``) works its details out from when they are read:
/// the input and the index. Deciding that a plain link fails, and with which code, takes its
/// trie walk and value checks; the message, the nearest route and the suggestions take as much
/// again or more, and read the failing routes' objects, which in a large table are rarely in
/// cache. Deciding the failure again when they are read gives the same answer: the same bytes
/// take the same path through the same index.
struct DeferredFailureDetails: Sendable {
  let input: String
  let index: RouteIndex

  /// The failure's details, decided again and written.
  func details() -> ResolveFailure.Details {
    if case .failure(let failure)? = FastResolver.resolve(input, in: index, failures: .explained) {
      return failure.details
    }
    // Not reached (the same bytes decide the same way); the general resolver would answer.
    guard case .failure(let failure) = IndexedResolver.resolveGenerally(input, in: index) else {
      return ResolveFailure.Details(message: "", warnings: [])
    }
    return failure.details
  }
}
