/// What a run with Objective-C files tells their parse about the project.
extension LintRun {
    /// Without `findingHeaders` (no file of the run will be parsed: none names ReactiveObjC),
    /// the project is not walked for its header folders and prefix headers, which no parse
    /// would read; the rest (a compilation database's errors included) is as with them.
    static func objcOptions(_ request: LintRequest, config: Configuration, tree: StagedTree?, findingHeaders: Bool = true) throws -> ObjCOptions {
        let cwd = request.currentDirectory
        var options = ObjCOptions(currentDirectory: cwd)
        options.budget = config.objcBudget
        options.extraArguments += config.objcDefines.map { "-D" + $0 }
        options.preparesFixes = request.preparesEdits
        let root = projectRoot(request, config: config)
        options.projectRoot = Paths.absolute(root, against: cwd)
        if let tree {
            (options.includePaths, options.prefixHeaders, options.replacedHeaders) = try stagedHeaders(tree, root: root)
        } else if findingHeaders {
            options.includePaths = headerFolders(under: root, cwd: cwd)
            options.prefixHeaders = files(withExtension: "pch", under: root, cwd: cwd).filter(ObjCAnalyzer.isPrefixHeaderText(atPath:))
        }
        let database: (path: String, shown: String, fromConfiguration: Bool)?
        if let path = request.compileCommandsPath {
            database = (Paths.absolute(path, against: cwd), path, false)
        } else if let path = config.compileCommands {
            database = (Paths.absolute(path, against: config.rootDirectory), path, true)
        } else {
            database = nil
        }
        if let database {
            switch CompileCommands.load(path: database.path) {
            case .success(let commands): options.compileCommands = commands
            case .failure(.unreadable(let why)), .failure(.invalid(let why)):
                if database.fromConfiguration, let file = config.sourcePath {
                    throw RxLintError.configurationFile(file: file, message: "compile_commands: \(database.shown): \(why)")
                }
                throw RxLintError.usage("--compile-commands \(database.shown): \(why)")
            }
        }
        return options
    }

    /// The files under `root` with this extension (build folders, Pods and hidden folders
    /// skipped, as for sources), absolute and sorted.
    static func files(withExtension fileExtension: String, under root: String, cwd: String) -> [String] {
        var discovery = FileDiscovery(configuration: Configuration(rootDirectory: root), currentDirectory: cwd)
        discovery.extensions = [fileExtension]
        return discovery.discover([root]).files.map(\.absolutePath).sorted()
    }

    /// Every folder under `root` that holds a header, as Xcode's header maps make them all
    /// visible to `#import "Name.h"`; sorted, for the same parse on every run.
    static func headerFolders(under root: String, cwd: String) -> [String] {
        var discovery = FileDiscovery(configuration: Configuration(rootDirectory: root), currentDirectory: cwd)
        discovery.extensions = ["h"]
        var folders = Set<String>()
        for file in discovery.discover([root]).files {
            folders.insert(Paths.normalize(file.absolutePath + "/.."))
        }
        return folders.sorted()
    }
}
