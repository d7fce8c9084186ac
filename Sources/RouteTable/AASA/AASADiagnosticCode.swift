/// The stable codes of the findings about an apple-app-site-association file. A file that is not
/// JSON is reported with the ``JSONSyntaxError`` code instead.
public enum AASADiagnosticCode: String, CaseIterable, Sendable {
  /// Over 128 KiB: iOS stops the download and ignores the file.
  case tooLarge = "too-large"
  /// A value of a type iOS does not read there (it is ignored).
  case wrongType = "wrong-type"
  /// A key iOS does not read (ignored, so a misspelling silently changes nothing).
  case unknownKey = "unknown-key"
  /// No `applinks`: no link opens an app.
  case noApplinks = "no-applinks"
  /// A non-empty legacy `applinks.apps` (ignored since iOS 13).
  case legacyApps = "legacy-apps"
  /// `details` as the legacy dictionary keyed by app ID, evaluated in an undefined order.
  case detailsDictionary = "details-dictionary"
  /// An entry with neither `appIDs` nor `appID`: it applies to no app.
  case missingAppID = "missing-app-id"
  /// An app ID not of the form `TEAMID.bundle.id`.
  case invalidAppID = "invalid-app-id"
  /// `appID` next to `appIDs`: only `appIDs` is read.
  case appIDAndAppIDs = "appid-and-appids"
  /// An app listed in two entries: only the first is most likely used.
  case duplicateApp = "duplicate-app"
  /// `paths` next to `components`: `paths` is ignored from iOS 13 on.
  case pathsAndComponents = "paths-and-components"
  /// An entry with neither `components` nor `paths`.
  case noRules = "no-rules"
  /// A `/`, `#` or `?` that is not a string (or, for `?`, an object): ignored, so that part of
  /// the URL is unconstrained.
  case nonStringPattern = "non-string-pattern"
  /// A non-string value in a `?` dictionary: iOS drops the whole query constraint.
  case nonStringQueryValue = "non-string-query-value"
  /// `exclude`, `caseSensitive` or `percentEncoded` that is not a JSON boolean.
  case nonBooleanFlag = "non-boolean-flag"
  /// `$(name)` that names no variable: the rule never matches.
  case unknownVariable = "unknown-variable"
  /// `$(` without `)`: the rule never matches.
  case unclosedVariable = "unclosed-variable"
  /// A malformed `substitutionVariables` declaration.
  case invalidVariable = "invalid-variable"
  /// `\` in a pattern: undocumented, its meaning on iOS is uncertain.
  case backslash = "backslash"
  /// A path pattern escapes a character links carry as it is (`%3A` for `:`): it never matches
  /// the link a browser produces.
  case encodedRawCharacter = "encoded-raw-character"
  /// `?` followed by `=` in a path pattern: `?` is a wildcard there, not the query.
  case queryInPath = "query-in-path"
  /// `requiredEntitlement`: cannot be evaluated offline.
  case requiredEntitlement = "required-entitlement"
  /// A component that constrains nothing: it matches every URL.
  case matchesEverything = "matches-everything"
  /// A rule after an earlier rule that matches every URL it matches.
  case unreachableRule = "unreachable-rule"
  /// An exclude after an include that already matches every URL the exclude would block.
  case excludeAfterInclude = "exclude-after-include"
  /// `details` under `appclips`, which iOS does not read.
  case appClipsDetails = "appclips-details"
}
