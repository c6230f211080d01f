/// Scanning and checking a buffer against the warm project, with the command line's stages.
extension WarmProject {
    /// The analysis options of a run of this project; for Objective-C, with the parse options
    /// a run works out from the project (header folders, prefix headers, compilation database).
    func analysisOptions(readsProjectHeaders: Bool) -> Result<AnalysisOptions, RxLintError> {
        let config: Configuration
        switch configuration {
        case .success(let c): config = c
        case .failure(let error): return .failure(error)
        }
        var options = config.analysisOptions
        guard readsProjectHeaders else { return .success(options) }
        switch objcParseOptions(config) {
        case .success(let objc): options.objc = objc
        case .failure(let error): return .failure(error)
        }
        return .success(options)
    }

    private func objcParseOptions(_ config: Configuration) -> Result<ObjCOptions, RxLintError> {
        if let cached = cachedObjCOptions { return cached }
        let request = LintRequest(input: .paths([]), currentDirectory: root, projectRoot: root)
        let result: Result<ObjCOptions, RxLintError>
        do {
            result = .success(try LintRun.objcOptions(request, config: config, tree: nil))
        } catch let error as RxLintError {
            result = .failure(error)
        } catch {
            result = .failure(.io("\(error)"))
        }
        cachedObjCOptions = result
        return result
    }

    /// Whether a buffer at `path` is linted at all: `included`/`excluded` choose, as they do
    /// for `--stdin-path`.
    func includes(_ path: String) -> Bool {
        guard case .success(let config) = configuration else { return true }
        let discovery = FileDiscovery(configuration: config, currentDirectory: root)
        return config.includes(relativePath: discovery.relativeToRoot(path, displayPath(path)))
    }

    /// The per-file pass over a buffer (`Engine.scan`, as a run scans the file it reports on).
    func scan(_ source: SourceFile) -> Result<FileAnalysis, RxLintError> {
        analysisOptions(readsProjectHeaders: FrontEnds.of(path: source.path).readsProjectHeaders).map { options in
            Engine.scan([source], options: options, jobs: 1)[0]
        }
    }

    /// The findings of a scanned buffer against the current index: what `rxlint --stdin
    /// --stdin-path` reports for the same text, the rest of the project as known here.
    func findings(_ source: SourceFile, scanned: FileAnalysis) -> Result<[Finding], RxLintError> {
        let config: Configuration
        switch configuration {
        case .success(let c): config = c
        case .failure(let error): return .failure(error)
        }
        let options: AnalysisOptions
        switch analysisOptions(readsProjectHeaders: FrontEnds.of(path: source.path).readsProjectHeaders) {
        case .success(let o): options = o
        case .failure(let error): return .failure(error)
        }
        var baseline: Baseline?
        if let path = config.baseline.map({ Paths.absolute($0, against: config.rootDirectory) }) {
            switch loadBaseline(path) {
            case .success(let b): baseline = b
            case .failure(let error): return .failure(error)
            }
        }
        return .success(LintRun.bufferFindings(source, scanned: scanned, index: currentIndex(), options: options,
                                               configuration: config, baseline: baseline, cwd: root))
    }

    /// The baseline at `path`, read again only when the file changed.
    private func loadBaseline(_ path: String) -> Result<Baseline, RxLintError> {
        let stamp = FileStamp.of(path)
        if let cached = cachedBaseline, cached.path == path, cached.stamp == stamp { return cached.baseline }
        let result: Result<Baseline, RxLintError>
        do {
            result = .success(try Baseline.load(path: path))
        } catch let error as RxLintError {
            result = .failure(error)
        } catch {
            result = .failure(.baseline(file: path, message: "\(error)"))
        }
        cachedBaseline = (path, stamp, result)
        return result
    }
}
