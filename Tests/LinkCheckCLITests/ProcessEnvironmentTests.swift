import Foundation
import Testing

@testable import LinkCheckCLI

/// `ProcessIO.currentEnvironment()` reads `environ` byte by byte; Foundation reads the same
/// entries its own way.
@Suite struct ProcessEnvironmentTests {
  @Test func matchesFoundationsReadingOfTheEnvironment() {
    let environment = ProcessIO.currentEnvironment()
    #expect(environment == ProcessInfo.processInfo.environment)
    #expect(!environment.isEmpty)
  }
}
