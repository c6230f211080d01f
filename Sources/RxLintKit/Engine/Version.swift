/// Facts about the tool itself, shared by `--version` and the machine-readable reports.
public enum RxLintInfo {
    /// The released version; reports carry it so consumers can tell schema revisions apart.
    public static let version = "0.1.0"
    /// Where the rules and the documentation live.
    public static let informationURI = "https://github.com/rxlint/rxlint"
}
