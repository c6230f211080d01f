/// Turning a request's input into in-memory source files.
extension LintRun {
    static func gather(_ request: LintRequest, config: Configuration) throws -> ([SourceFile], [InputProblem]) {
        let cwd = request.currentDirectory
        let discovery = FileDiscovery(configuration: config, currentDirectory: cwd)
        switch request.input {
        case .paths(let paths):
            let (files, problems) = discovery.discover(paths.isEmpty ? ["."] : paths)
            let read = files.parallelMap(jobs: max(1, request.jobs)) { InputReader.read($0) }
            return split(read, problems: problems)
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
            return try stagedSources(limitedTo: paths, discovery: discovery, cwd: cwd)
        }
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
    /// the first input (the current directory for `--stdin` without a path and `--staged`);
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
        return (try? Git.topLevel(from: start)) ?? start
    }

    /// The project's other files, known but not reported on: every file a walk of the project
    /// root finds, with `included`/`excluded` ignored (they choose what is reported, not what
    /// is true), minus the reported ones. Their staged or buffered versions stand in for them
    /// when those are the reported ones. A file that cannot be read is left out silently: it
    /// is not being reported on.
    static func knownFiles(_ request: LintRequest, config: Configuration, reported: [SourceFile]) -> [SourceFile] {
        let cwd = request.currentDirectory
        let root = projectRoot(request, config: config)
        // A run over the whole root with nothing excluded has reported on every file a walk
        // would find: no second walk.
        if case .paths(let paths) = request.input, config.included.isEmpty, config.excluded.isEmpty,
           (paths.isEmpty ? [cwd] : paths.map { Paths.absolute($0, against: cwd) }).contains(where: { root == $0 || Paths.relative(root, to: $0) != nil }) {
            return []
        }
        var everything = Configuration(rootDirectory: root)
        everything.knowledge = config.knowledge
        let discovery = FileDiscovery(configuration: everything, currentDirectory: cwd)
        var reportedPaths = Set(reported.map { Paths.absolute($0.path, against: cwd) })
        if case .stdin(_, let path?) = request.input { reportedPaths.insert(Paths.absolute(path, against: cwd)) }
        // A reported file reached under another name (a symbolic link) is that file: known once.
        let reportedFiles = Set(reportedPaths.compactMap { path -> FileStatus.ID? in
            if case .regular(let id) = FileStatus.of(path) { return id }
            return nil
        })
        // Objective-C files tell the index nothing: their parse reads the headers it needs.
        let files = discovery.discover([root]).files.filter {
            !reportedPaths.contains($0.absolutePath) && !($0.identity.map(reportedFiles.contains) ?? false) && !ObjCAnalyzer.isObjectiveC($0.absolutePath)
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

    /// The index's version of each staged file, reported under its working-tree path.
    private static func stagedSources(limitedTo paths: [String], discovery: FileDiscovery, cwd: String) throws -> ([SourceFile], [InputProblem]) {
        let top = try Git.topLevel(from: cwd)
        let limits = paths.map { Paths.absolute($0, against: cwd) }
        var read: [Result<SourceFile, InputProblem>] = []
        for relative in try Git.stagedPaths(topLevel: top) {
            let abs = Paths.absolute(relative, against: top)
            let display = Paths.display(abs, cwd: cwd)
            guard discovery.hasLintedExtension(relative),
                  !FileDiscovery.isInSkippedDirectory(relative),
                  discovery.configuration.includes(relativePath: discovery.relativeToRoot(abs, display)),
                  limits.isEmpty || limits.contains(where: { abs == $0 || Paths.relative(abs, to: $0) != nil }) else { continue }
            let bytes = try Git.stagedContent(topLevel: top, path: relative)
            read.append(InputReader.validated(SourceFile(path: display, bytes: bytes)))
        }
        return split(read, problems: [])
    }
}

extension FileDiscovery {
    /// Whether a repository-relative path lies in a directory a walk would skip (build
    /// products, vendored pods, hidden directories), for inputs that are not walked.
    static func isInSkippedDirectory(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/").dropLast().contains { $0.hasPrefix(".") || skippedDirectoryNames.contains(String($0)) }
    }
}
