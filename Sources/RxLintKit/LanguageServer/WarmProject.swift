/// One project the language server keeps in memory: its configuration, and what the project
/// index needs of every Swift file under its root (DESIGN 2.6b: the files a run knows). Open
/// buffers stand in for their files. An edit re-scans the edited buffer only; the index is
/// built again only when the edit changed what the index reads of that file (a property, a
/// method, a called name), and then every open buffer of the project is checked again.
final class WarmProject {
    /// The directory whose files are known; paths are reported relative to it.
    let root: String
    /// The `.lintrc` the project's runs read, absolute; nil for none (the defaults).
    let configurationPath: String?
    private(set) var configuration: Result<Configuration, RxLintError>
    private var configurationStamp: FileStamp?
    /// Worked out on the first Objective-C buffer; see `analysisOptions(readsProjectHeaders:)`.
    var cachedObjCOptions: Result<ObjCOptions, RxLintError>?
    /// The configured baseline, with the stamp of the file it was read from.
    var cachedBaseline: (path: String, stamp: FileStamp?, baseline: Result<Baseline, RxLintError>)?
    private let jobs: Int
    /// Which module each known file belongs to, as a run from the root says.
    private let modules: ModuleMap

    /// Root-relative paths of the known Swift files, in the order a walk lists them (the order
    /// of a command-line run's index), with their index facts.
    private var paths: [String] = []
    private var facts: [FileAnalysis] = []
    private var slots: [String: Int] = [:]
    /// Paths whose facts come from an open buffer rather than the disk.
    private var buffered: Set<String> = []
    private var index: ProjectIndex?
    /// How long the first walk, read and scan took, and over how many lines.
    private(set) var warmUp: (seconds: Double, files: Int, lines: Int) = (0, 0, 0)

    init(root: String, configurationPath: String?, jobs: Int) {
        self.root = root
        self.configurationPath = configurationPath
        self.jobs = jobs
        modules = ModuleMap(root: root, currentDirectory: root)
        configuration = WarmProject.load(configurationPath, root: root)
        configurationStamp = configurationPath.flatMap(FileStamp.of)
        let start = DispatchTime.now().uptimeNanoseconds
        readKnownFiles()
        warmUp = (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, facts.count, facts.reduce(0) { $0 + $1.lineCount })
    }

    private static func load(_ path: String?, root: String) -> Result<Configuration, RxLintError> {
        guard let path else { return .success(Configuration(rootDirectory: root)) }
        do {
            return .success(try ConfigurationLoader.load(absolutePath: path, shownAs: Paths.display(path, cwd: root)))
        } catch let error as RxLintError {
            return .failure(error)
        } catch {
            return .failure(.configurationFile(file: path, message: "\(error)"))
        }
    }

    /// Reads `.lintrc` again when it changed on disk; true when it did.
    func reloadConfigurationIfChanged() -> Bool {
        guard let configurationPath else { return false }
        let stamp = FileStamp.of(configurationPath)
        guard stamp != configurationStamp else { return false }
        configurationStamp = stamp
        configuration = WarmProject.load(configurationPath, root: root)
        cachedObjCOptions = nil
        cachedBaseline = nil
        return true
    }

    /// Forgets the Objective-C parse options (a header folder, prefix header or compilation
    /// database appeared or went), so the next Objective-C scan works them out again.
    func forgetObjectiveCOptions() {
        cachedObjCOptions = nil
    }

    /// How reports name the file at absolute `path`: relative to the root when under it.
    func displayPath(_ path: String) -> String {
        Paths.display(path, cwd: root)
    }

    // MARK: Known files

    private func readKnownFiles() {
        let knowledge = (try? configuration.get())?.knowledge ?? KnowledgeExtension()
        var probe = Configuration(rootDirectory: root)
        probe.knowledge = knowledge
        let files = LintRun.knownFileList(root: root, configuration: probe)
        // Worked out once, before the parallel reads (it is cached on the project).
        let objc = indexObjCOptions(needed: files.contains { FrontEnds.of(path: $0.path).readsProjectHeaders })
        let read = files.parallelMap(jobs: jobs) { file -> FileAnalysis? in
            guard case .success(let source) = InputReader.read(file) else { return nil }
            var facts = IndexFacts.stripped(Analyzer.scanForIndex(source, objc: objc))
            facts.module = modules.module(of: file.path)
            facts.lineCount = source.bytes.withUnsafeBufferPointer { LineTable.lineCount($0) }
            return facts
        }
        for (file, facts) in zip(files, read) {
            guard let facts else { continue }
            slots[file.path] = paths.count
            paths.append(file.path)
            self.facts.append(facts)
        }
        index = nil
    }

    /// Whether a root-relative path is one a walk of the root would list as a known file: a
    /// Swift file outside hidden folders and build products.
    func isKnownPath(_ relative: String) -> Bool {
        guard relative.hasSuffix(".swift"), !relative.hasPrefix("/"), !relative.hasPrefix("../") else { return false }
        let parts = relative.split(separator: "/")
        guard let name = parts.last, !name.hasPrefix(".") else { return false }
        return !FileDiscovery.isInSkippedDirectory(relative)
    }

    /// Puts `new` in place of the facts of `relative` (adding it in walk order when it is new);
    /// true when the index changes.
    @discardableResult
    private func update(_ relative: String, _ new: FileAnalysis?) -> Bool {
        if let slot = slots[relative] {
            guard let new else {
                paths.remove(at: slot)
                facts.remove(at: slot)
                reslot(from: slot)
                index = nil
                return true
            }
            var stripped = IndexFacts.stripped(new)
            stripped.module = modules.module(of: relative)
            let previous = facts[slot]
            guard !IndexFacts.same(previous, stripped) else {
                facts[slot] = stripped
                return false
            }
            facts[slot] = stripped
            // What the change touches is worked out again, in place; built anew when a
            // type name came or went.
            if index?.update(replacing: previous, at: slot, in: facts) == false { index = nil }
            return true
        }
        guard let new else { return false }
        // Walk order: paths sorted as discovery sorts them.
        var low = 0, high = paths.count
        while low < high {
            let mid = (low + high) / 2
            if paths[mid] < relative { low = mid + 1 } else { high = mid }
        }
        paths.insert(relative, at: low)
        var stripped = IndexFacts.stripped(new)
        stripped.module = modules.module(of: relative)
        facts.insert(stripped, at: low)
        reslot(from: low)
        index = nil
        return true
    }

    private func reslot(from start: Int) {
        for k in start..<paths.count { slots[paths[k]] = k }
        if slots.count > paths.count {
            slots = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        }
    }

    /// An open buffer's scan now stands for its file; true when the index changes. A Swift
    /// buffer is in the index wherever it lies, as the file a run reports on always is.
    func setBuffer(_ relative: String, scanned: FileAnalysis) -> Bool {
        guard relative.hasSuffix(".swift") else { return false }
        buffered.insert(relative)
        return update(relative, scanned)
    }

    /// The buffer of `relative` was closed: the file on disk stands for it again; true when
    /// the index changes.
    func dropBuffer(_ relative: String) -> Bool {
        guard buffered.remove(relative) != nil else { return false }
        return update(relative, readFacts(relative))
    }

    /// A file changed, appeared or went on disk; true when the index changes. An open
    /// buffer's text wins over its file's.
    func fileChanged(_ relative: String) -> Bool {
        guard isKnownPath(relative), !buffered.contains(relative) else { return false }
        return update(relative, readFacts(relative))
    }

    private func readFacts(_ relative: String) -> FileAnalysis? {
        guard isKnownPath(relative) else { return nil }
        let file = DiscoveredFile(path: relative, absolutePath: Paths.absolute(relative, against: root))
        guard case .regular = FileStatus.of(file.absolutePath), case .success(let source) = InputReader.read(file) else { return nil }
        return Analyzer.scanForIndex(source, objc: indexObjCOptions(needed: FrontEnds.of(path: relative).readsProjectHeaders))
    }

    /// The parse options of a known file whose front end reads the project's headers: a run's
    /// (see `Engine.objcOptions`), so that its facts are the ones a run gives.
    private func indexObjCOptions(needed: Bool) -> ObjCOptions {
        guard needed, case .success(let options) = analysisOptions(readsProjectHeaders: true) else {
            return ObjCOptions()
        }
        return Engine.objcOptions(options)
    }

    /// The project index over every known file, built when something it reads changed.
    func currentIndex() -> ProjectIndex {
        if let index { return index }
        let built = ProjectIndex(facts)
        index = built
        return built
    }

    var knownFileCount: Int { facts.count }
}

import Dispatch
