/// Turning a request's input into in-memory source files.
extension LintRun {
    static func gather(_ request: LintRequest, config: Configuration, tree: StagedTree?) throws -> ([SourceFile], [InputProblem]) {
        let cwd = request.currentDirectory
        let discovery = FileDiscovery(configuration: config, currentDirectory: cwd)
        switch request.input {
        case .paths(let paths):
            let named = paths.isEmpty ? ["."] : paths
            let (files, problems) = discovery.discover(named)
            let read = files.parallelMap(jobs: max(1, request.jobs)) { InputReader.read($0) }
            return split(read, problems: problems + nothingToLint(named, found: files, problems: problems, discovery: discovery))
        case .stdin(let bytes, let path):
            let display = path.map { Paths.display($0, cwd: cwd) } ?? "<stdin>"
            if let path {
                let abs = Paths.absolute(path, against: cwd)
                // An editor asks about every buffer; an excluded file has nothing to say.
                guard config.includes(relativePath: discovery.relativeToRoot(abs, display)) else { return ([], []) }
            }
            if bytes.count > SourceValidation.maximumFileSize {
                return ([], [.streamTooLarge(display, limit: SourceValidation.maximumFileSize)])
            }
            return split([InputReader.validated(SourceFile(path: display, bytes: bytes))], problems: [])
        case .staged(let paths):
            guard let tree else { return ([], []) }
            return try stagedSources(tree, limitedTo: paths, discovery: discovery, jobs: max(1, request.jobs))
        }
    }

    /// The named paths that gave no file: a directory without a `.swift`, `.m` or `.mm` file, a
    /// directory whose files the configuration all excludes, a file of another language. A
    /// file the configuration excludes is not one: hooks and editors name files unfiltered.
    static func nothingToLint(_ named: [String], found: [DiscoveredFile], problems: [InputProblem], discovery: FileDiscovery) -> [InputProblem] {
        let cwd = discovery.currentDirectory
        let foundPaths = Set(found.map(\.absolutePath))
        let reported = Set(problems.map(\.path))
        var result: [InputProblem] = []
        for path in named {
            let abs = Paths.absolute(path, against: cwd)
            let display = Paths.display(path, cwd: cwd)
            // Missing or unreadable paths have said so already.
            guard !foundPaths.contains(abs), !reported.contains(display) else { continue }
            guard case .directory = FileStatus.of(abs) else {
                if case .regular = FileStatus.of(abs), !discovery.hasLintedExtension(abs) {
                    result.append(.nothingToLint(display, reason: "not a .swift, .m or .mm file"))
                }
                continue
            }
            let prefix = abs.hasSuffix("/") ? abs : abs + "/"
            if found.contains(where: { $0.absolutePath.hasPrefix(prefix) }) { continue }
            // What the directory holds whatever the configuration says (a second walk, only
            // for a path that gave nothing).
            var everything = discovery
            everything.configuration = Configuration(rootDirectory: discovery.configuration.rootDirectory)
            let candidates = everything.discover([path]).files
            if candidates.isEmpty {
                result.append(.nothingToLint(display, reason: "no .swift, .m or .mm file to lint"))
            } else if !candidates.contains(where: { discovery.configuration.includes(relativePath: discovery.relativeToRoot($0.absolutePath, $0.path)) }) {
                let source = discovery.configuration.sourcePath.map { Paths.display($0, cwd: cwd) } ?? "the configuration"
                result.append(.nothingToLint(display, reason: "every .swift, .m or .mm file under it is excluded by \(source) ('included'/'excluded')"))
            }
            // Otherwise its files were linted under another name given first (a link to them).
        }
        return result
    }

    /// A configuration named with `--config` whose `included` globs match none of the files
    /// under the paths given is almost always a configuration from elsewhere, with globs
    /// relative to its own directory: say so rather than lint nothing and pass.
    static func checkIncludedMatches(_ request: LintRequest, config: Configuration, linted: Int) throws {
        guard linted == 0, let explicit = request.configPath, !config.included.isEmpty, case .paths(let paths) = request.input else { return }
        var everything = Configuration(rootDirectory: config.rootDirectory)
        everything.excluded = config.excluded
        let candidates = FileDiscovery(configuration: everything, currentDirectory: request.currentDirectory).discover(paths.isEmpty ? ["."] : paths).files
        guard !candidates.isEmpty else { return }
        throw RxLintError.configurationFile(
            file: explicit,
            message: "no file under the linted paths matches its 'included' globs (they are relative to \(Paths.display(config.rootDirectory, cwd: request.currentDirectory)))")
    }

    /// The directory whose files every run knows, whatever it reports on: `--project-root`;
    /// else the directory of the `.lintrc` found for the run; else the git work tree holding
    /// the first input (the current directory for `--staged`);
    /// else that directory itself.
    static func projectRoot(_ request: LintRequest, config: Configuration) -> String {
        let cwd = request.currentDirectory
        if let root = request.projectRoot { return Paths.absolute(root, against: cwd) }
        if config.sourcePath != nil, request.configPath == nil { return config.rootDirectory }
        var start = cwd
        switch request.input {
        case .paths(let paths): if let first = paths.first { start = Paths.absolute(first, against: cwd) }
        case .stdin(_, let path): if let path { start = Paths.absolute(path, against: cwd) }
        case .staged: break
        }
        if case .directory = FileStatus.of(start) {} else { start = Paths.normalize(start + "/..") }
        if case .directory = FileStatus.of(start) {} else { start = cwd }
        return GitWorkTree.topLevel(from: start) ?? start
    }

    /// The project's other files, known but not reported on: every file a walk of the project
    /// root finds, with `included`/`excluded` ignored (they choose what is reported, not what
    /// is true), minus the reported ones. A buffered version stands in for its file when that
    /// is the reported one; a staged run knows the index's files instead (`stagedKnownFiles`).
    /// A file that cannot be read is left out silently: it is not being reported on.
    /// What a run knows of the project rooted at `root`: every file a walk finds, whatever
    /// `included`/`excluded` say, whose front end feeds the index (an Objective-C file's parse
    /// reads the headers it needs instead). Paths are given relative to `currentDirectory`.
    static func knownFileList(root: String, configuration: Configuration, currentDirectory: String? = nil) -> [DiscoveredFile] {
        var everything = Configuration(rootDirectory: root)
        everything.knowledge = configuration.knowledge
        let discovery = FileDiscovery(configuration: everything, currentDirectory: currentDirectory ?? root)
        return discovery.discover([root]).files.filter { FrontEnds.of(path: $0.absolutePath).feedsProjectIndex }
    }

    static func knownFiles(_ request: LintRequest, config: Configuration, reported: [SourceFile], tree: StagedTree?) throws -> [SourceFile] {
        let cwd = request.currentDirectory
        // A buffer with no path belongs to no project: it is linted alone (a walk of the
        // current directory could be a walk of the whole disk).
        if case .stdin(_, nil) = request.input { return [] }
        let root = projectRoot(request, config: config)
        if let tree {
            return try stagedKnownFiles(tree, root: root, reported: Set(reported.map { Paths.absolute($0.path, against: cwd) }), cwd: cwd,
                                        jobs: max(1, request.jobs))
        }
        // A run over the whole root with nothing excluded has reported on every file a walk
        // would find: no second walk.
        if case .paths(let paths) = request.input, config.included.isEmpty, config.excluded.isEmpty,
           (paths.isEmpty ? [cwd] : paths.map { Paths.absolute($0, against: cwd) }).contains(where: { root == $0 || Paths.relative(root, to: $0) != nil }) {
            return []
        }
        var reportedPaths = Set(reported.map { Paths.absolute($0.path, against: cwd) })
        if case .stdin(_, let path?) = request.input { reportedPaths.insert(Paths.absolute(path, against: cwd)) }
        // A reported file reached under another name (a symbolic link) is that file: known once.
        let reportedFiles = Set(reportedPaths.compactMap { path -> FileStatus.ID? in
            if case .regular(let id) = FileStatus.of(path) { return id }
            return nil
        })
        let files = knownFileList(root: root, configuration: config, currentDirectory: cwd).filter {
            !reportedPaths.contains($0.absolutePath) && !($0.identity.map(reportedFiles.contains) ?? false)
        }
        return files.parallelMap(jobs: max(1, request.jobs)) { file -> SourceFile? in
            if case .success(let source) = InputReader.read(file) { return source }
            return nil
        }.compactMap { $0 }
    }

    private static func split(_ read: [Result<SourceFile, InputProblem>], problems: [InputProblem]) -> ([SourceFile], [InputProblem]) {
        var sources: [SourceFile] = []
        var all = problems
        for r in read {
            switch r {
            case .success(let s): sources.append(s)
            case .failure(let p): all.append(p)
            }
        }
        return (sources, all)
    }
}

extension FileDiscovery {
    /// Whether a repository-relative path lies in a directory a walk would skip (build
    /// products, vendored pods, hidden directories), for inputs that are not walked.
    static func isInSkippedDirectory(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/").dropLast().contains { $0.hasPrefix(".") || skippedDirectoryNames.contains(String($0)) }
    }
}
