/// Facts about the tool itself, shared by `--version` and the machine-readable reports.
///
/// This file is the one place the version and the repository's address are written.
/// `scripts/release.sh version` and `scripts/release.sh repository` read these two lines
/// (keep each a plain string literal on one line); the release artifacts are named after the
/// version, a release tag must be `v` followed by it, and the GitHub Action, the Homebrew
/// formula and the install script download from the repository named here.
public enum RxLintInfo {
    /// The released version (semantic versioning); reports carry it so consumers can tell
    /// schema revisions apart.
    public static let version = "0.1.0"
    /// The repository: where the rules, the documentation and the releases live.
    public static let informationURI = "https://github.com/rxlint/rxlint"
}
