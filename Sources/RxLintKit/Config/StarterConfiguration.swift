import Foundation

/// The `.lintrc` that `rxlint init` writes: the keys most teams touch, with their defaults
/// (and one suggestion, marked as such).
/// `.lintrc.example` in the repository documents every key.
public enum StarterConfiguration {
    public static let text = """
    # rxlint configuration (YAML). Every key is optional. Each value below is the default,
    # except `excluded`, which is a suggestion (the default excludes nothing).
    # Reference: .lintrc.example in the rxlint repository.

    # Globs (fnmatch) relative to this file. A directory pattern covers everything below it.
    # Excluded files are not reported on, but rxlint still reads them for what they declare.
    included: []
    excluded:        # suggested; the default is []
      - Generated

    # Turn rules off, or run only some (see `rxlint rules`).
    disabled_rules: []
    # only_rules: [strong_self_capture, discarded_subscription]

    # Per-rule settings.
    rules: {}
    #  discarded_subscription:
    #    severity: error

    # Warnings fail the run too (exit status 1), not only errors.
    strict: false

    # Your team's own Rx vocabulary.
    knowledge:
      subscription_calls: []      # helpers that subscribe and return a Disposable
      disposal_methods: []        # e.g. disposeOnDeactivate(interactor:)
      dispose_bag_names: []       # properties that hold a DisposeBag

    """

    /// Writes `.lintrc` into `directory`; never overwrites. Returns the path written.
    public static func write(into directory: String) throws -> String {
        let path = Paths.join(directory, ConfigurationLoader.fileName)
        if FileManager.default.fileExists(atPath: path) {
            throw RxLintError.io("\(path) already exists; not overwriting it")
        }
        do {
            // O_EXCL underneath: a file created meanwhile is not overwritten either.
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw RxLintError.io("cannot write \(path): \(error.localizedDescription)")
        }
        return path
    }
}
