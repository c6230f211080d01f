import Foundation

/// Which project a buffer belongs to, found as the command line finds it, and the projects
/// kept warm.
extension LanguageServer {
    /// The project a run on `path` would use: the `.lintrc` above the file (else above the
    /// directory the run starts from: the workspace folder holding the file), and the root
    /// `LintRun.projectRoot` gives (that `.lintrc`'s directory, else the git work tree, else
    /// the file's directory).
    func projectKey(for path: String, isDirectory: Bool) -> ProjectKey {
        let directory = isDirectory ? path : Paths.normalize(path + "/..")
        let cwd = workspaceFolders.filter { path == $0 || Paths.relative(path, to: $0) != nil }.max { $0.count < $1.count } ?? directory
        let configurationPath = configurationFile(from: directory, cwd: cwd)
        var probe = Configuration(rootDirectory: cwd)
        if let configurationPath {
            probe = Configuration(rootDirectory: Paths.normalize(configurationPath + "/.."), sourcePath: configurationPath)
        }
        let input: LintRequest.Input = isDirectory ? .paths([path]) : .stdin(bytes: [], path: path)
        let root = LintRun.projectRoot(LintRequest(input: input, currentDirectory: cwd), config: probe)
        return ProjectKey(root: root, configurationPath: configurationPath)
    }

    /// The `.lintrc` a run would read: the nearest above `directory`, else above `cwd`.
    func configurationFile(from directory: String, cwd: String) -> String? {
        ConfigurationLoader.find(from: directory) ?? ConfigurationLoader.find(from: cwd)
    }

    /// The warm project of `key`, read from disk the first time it is asked for.
    func project(for key: ProjectKey) -> WarmProject {
        if let project = projects[key] { return project }
        let project = WarmProject(root: key.root, configurationPath: key.configurationPath, jobs: jobs)
        projects[key] = project
        let warm = project.warmUp
        log("indexed \(warm.files) Swift file\(warm.files == 1 ? "" : "s") (\(warm.lines) lines) under \(key.root) in "
            + String(format: "%.2f", warm.seconds) + " s")
        return project
    }

    /// Notices a `.lintrc` edited, created or removed (clients that watch no files included:
    /// the stamps are compared at each update) and re-reads it; a buffer whose run would now
    /// read another `.lintrc`, or know another root, moves to that project.
    func checkConfigurations() {
        for (key, project) in projects where project.reloadConfigurationIfChanged() {
            shownProblems.removeAll()
            for document in documents.values where document.project == key {
                // The knowledge and the rules may have changed: scan again, not only check.
                document.invalidate(rescan: true)
            }
        }
        // Buffers share folders: each folder's `.lintrc` is looked up once per update.
        var found: [String: String?] = [:]
        for document in documents.values {
            guard let key = document.project else { continue }
            let directory = Paths.normalize(document.text.path + "/..")
            if found[directory] == nil {
                let cwd = workspaceFolders.filter { Paths.relative(document.text.path, to: $0) != nil }.max { $0.count < $1.count } ?? directory
                found[directory] = .some(configurationFile(from: directory, cwd: cwd))
            }
            guard configurationsMoved || found[directory] != .some(key.configurationPath) else { continue }
            let moved = projectKey(for: document.text.path, isDirectory: false)
            guard moved != key else { continue }
            if let old = projects[key], document.frontEnd.feedsProjectIndex, old.dropBuffer(old.displayPath(document.text.path)) {
                invalidateDocuments(of: key)
            }
            document.project = moved
            document.invalidate(rescan: true)
            shownProblems.removeAll()
        }
        configurationsMoved = false
    }
}
