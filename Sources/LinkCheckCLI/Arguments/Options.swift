import RouteTable

/// The option values of a run, defaults filled in.
struct Options: Hashable, Sendable {
  /// `-c/--config`.
  var config: String?
  /// `-i/--input`; `-` is stdin.
  var input: String?
  var format: OutputFormat = .text
  var quiet = false
  var strict = false
  /// `--allow CODE,…`: warnings left out of the records for this run.
  var allow: Set<LinkWarning.Code> = []
  var explain = false
  /// `--repair`: read the link a pasted form wraps.
  var repair = false
  var color: ColorChoice = .auto
  /// `routes --format`.
  var routeFormat: RouteMapFormat = .tree
  /// `build --scheme` / `--host`.
  var scheme: String?
  var host: String?
  /// `build --path N`, 1-based.
  var pathNumber: Int?
  /// `samples --all-forms` / `--emit`.
  var allForms = false
  var emit: EmitStyle = .url
  /// `--coverage`, `--coverage-json FILE`, `--min-coverage PERCENT` on `resolve` and `test`.
  var coverage = false
  var coverageJSON: String?
  var minCoverage: Double?
  /// `test --update`.
  var update = false

  /// Whether any coverage option asks for route counts.
  var countsCoverage: Bool { coverage || coverageJSON != nil || minCoverage != nil }
  /// `--app-id` (aasa), in order; repeatable.
  var appIDs: [String] = []
  /// `--domain` (aasa).
  var domain: String?
  /// `--generate` (aasa).
  var generate = false
  /// `android --manifest FILE`.
  var manifest: String?
  /// `android --assetlinks [HOST=]FILE`, in order; repeatable.
  var assetLinks: [String] = []
  /// `android --fingerprint SHA256` (and for `--generate assetlinks`), `--package NAME` (also
  /// `samples --emit adb`), `--api N`, `--target-sdk N`, `--min-sdk N`, `--generate
  /// manifest|assetlinks`.
  var fingerprint: String?
  var package: String?
  var api: Int?
  var targetSdk: Int?
  var minSdk: Int?
  var androidGenerate: AndroidGeneration?
  /// `generate swift -o FILE`, `--check`, `--options FILE`.
  var output: String?
  var check = false
  var codegenOptions: String?
  /// `-j/--jobs`: threads for line input; `nil` lets the command choose.
  var jobs: Int?
  /// `diff --base REF`: the old table is the config as of this git revision.
  var base: String?
  /// `diff --aasa`, `--manifest`, `--assetlinks`, in order: each file, with its new version
  /// when it is one of the files compared.
  var diffFiles: [DiffFile] = []
  /// `diff --allow CHANGE,…`: kinds of change that do not fail the run.
  var allowedChanges: Set<LinkChange> = []
}

/// A platform file given to `diff`: `--aasa OLD NEW`, `--manifest OLD [NEW]`, `--assetlinks
/// [HOST=]OLD [NEW]`.
struct DiffFile: Hashable, Sendable {
  var option: OptionSpec.Name
  var old: String
  /// `nil` when both versions read the same file.
  var new: String?
}
