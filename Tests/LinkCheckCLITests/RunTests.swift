import LinkCheckCLI
import Testing

@Suite struct RunSkeletonTests {
  @Test func runsWithoutArguments() {
    #expect(run(arguments: [], environment: [:]) == .success)
  }
}
