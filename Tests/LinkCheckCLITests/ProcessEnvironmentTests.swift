import Foundation
import Testing

@testable import LinkCheckCLI

/// `ProcessIO.currentEnvironment()` looks up the variables the commands read; Foundation reads
/// the same entries its own way.
@Suite struct ProcessEnvironmentTests {
  @Test func matchesFoundationsReadingOfTheVariablesRead() {
    let expected = ProcessInfo.processInfo.environment.filter {
      ProcessIO.variablesRead.contains($0.key)
    }
    #expect(ProcessIO.currentEnvironment() == expected)
  }
}
