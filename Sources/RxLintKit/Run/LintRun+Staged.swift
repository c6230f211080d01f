import Foundation

/// `--staged`: the reported files, the project's other files, the configuration and the
/// Objective-C parse's headers all come from the git index (`StagedTree`), so a hook judges
/// exactly the tree the commit will hold, whatever the work tree has that is not staged.
extension LintRun {
    /// The files a staged run reports on, as the index holds them. With no path: the staged
    /// files. A named file: that file, staged or not (pre-commit names the files it hands
    /// over). A named directory: the staged files under it. A header among those brings in
    /// the index's Objective-C files that import it, directly or through other headers.
    static func stagedSources(_ tree: StagedTree, limitedTo paths: [String], discovery: FileDiscovery, jobs: Int) throws -> ([SourceFile], [InputProblem]) {
        let cwd = discovery.currentDirectory
        var chosen: [String] = []
        if paths.isEmpty {
            chosen = tree.staged
        } else {
            for path in paths {
                guard let relative = Paths.relative(Paths.absolute(path, against: cwd), to: tree.topLevel) else { continue }
                if tree.entries[relative] != nil {
                    chosen.append(relative)
                } else {
                    let prefix = relative == "." ? "" : relative + "/"
                    chosen += tree.staged.filter { $0.hasPrefix(prefix) }
                }
            }
        }
        // Vendored and build folders are never linted, nor are their headers followed.
        let headers = chosen.filter { HeaderImporters.isHeader($0) && !FileDiscovery.isInSkippedDirectory($0) }
        if !headers.isEmpty {
            let candidates = tree.paths.filter {
                (FrontEnds.of(path: $0).readsProjectHeaders || HeaderImporters.isHeader($0)) && !FileDiscovery.isInSkippedDirectory($0)
            }
            let texts = try tree.sources(candidates, display: { $0 }, jobs: jobs).compactMap { try? $0.get() }
            chosen += HeaderImporters.importers(of: headers, among: texts.map { ($0.path, $0.bytes) })
        }
        var seen = Set<String>()
        let reported = chosen.filter { relative in
            let abs = tree.absolute(relative)
            return seen.insert(relative).inserted
                && discovery.hasLintedExtension(relative)
                && !FileDiscovery.isInSkippedDirectory(relative)
                && discovery.configuration.includes(relativePath: discovery.relativeToRoot(abs, Paths.display(abs, cwd: cwd)))
        }.sorted()
        let read = try tree.sources(reported, display: tree.displayed(from: cwd), jobs: jobs)
        var sources: [SourceFile] = []
        var problems: [InputProblem] = []
        for result in read {
            switch result {
            case .success(let source): sources.append(source)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (sources, problems)
    }

    /// The project's other Swift files as the index holds them: the index's entries under
    /// `root`, in folders a walk would enter. Files the index does not hold (untracked ones)
    /// are not part of the commit, so they are not known. A root above the work tree adds the
    /// files outside it from disk.
    static func stagedKnownFiles(_ tree: StagedTree, root: String, reported: Set<String>, cwd: String, jobs: Int) throws -> [SourceFile] {
        // The root as a prefix of the index's paths: one comparison per entry, not a path
        // normalisation (thousands of entries).
        let rootInTree = Paths.relative(root, to: tree.topLevel)
        let prefix = rootInTree.map { $0 == "." ? "" : $0 + "/" }
        var chosen: [String] = []
        // The index lists a folder's files together: each folder is judged once.
        var folder: Substring?
        var skipped = false
        for relative in tree.paths where relative.hasSuffix(".swift") {
            guard let prefix, relative.hasPrefix(prefix) else { continue }
            let underRoot = relative.dropFirst(prefix.count)
            let slash = underRoot.lastIndex(of: "/")
            let name = slash.map { underRoot[underRoot.index(after: $0)...] } ?? underRoot
            let here = slash.map { underRoot[..<$0] } ?? ""
            if here != folder {
                folder = here
                skipped = FileDiscovery.isInSkippedDirectory(String(underRoot))
            }
            if !skipped, !name.hasPrefix("."), !reported.contains(tree.absolute(relative)) { chosen.append(relative) }
        }
        var known = try tree.sources(chosen, display: tree.displayed(from: cwd), jobs: jobs).compactMap { try? $0.get() }
        if root != tree.topLevel, Paths.relative(tree.topLevel, to: root) != nil {
            let outside = FileDiscovery(configuration: Configuration(rootDirectory: root), currentDirectory: cwd).discover([root]).files
                .filter { Paths.relative($0.absolutePath, to: tree.topLevel) == nil && !reported.contains($0.absolutePath) && $0.absolutePath.hasSuffix(".swift") }
            known += outside.parallelMap(jobs: jobs) { try? InputReader.read($0).get() }.compactMap { $0 }
        }
        return known
    }

    /// What the Objective-C parse reads of the project in a staged run: the folders of the
    /// index's headers, its prefix headers, and the staged text of every header whose work-tree
    /// copy differs (handed to libclang in memory, so an unstaged edit is never parsed).
    static func stagedHeaders(_ tree: StagedTree, root: String) throws -> (folders: [String], prefixHeaders: [String], staged: [(path: String, contents: [UInt8])]) {
        var folders = Set<String>()
        var prefixHeaders: [String] = []
        var changed: [String] = []
        for relative in tree.paths where HeaderImporters.isHeader(relative) {
            let abs = tree.absolute(relative)
            guard let underRoot = Paths.relative(abs, to: root), !FileDiscovery.isInSkippedDirectory(underRoot) else { continue }
            if relative.hasSuffix(".pch") { prefixHeaders.append(abs) } else { folders.insert(Paths.normalize(abs + "/..")) }
            if tree.differsFromWorkTree.contains(relative) { changed.append(relative) }
        }
        let texts = try tree.contents(changed)
        // A `.pch` that is a build's precompiled header is no prefix header (its staged text
        // when staged differs from the work tree's, the parse reading that).
        prefixHeaders = prefixHeaders.filter { abs in
            if let staged = changed.first(where: { tree.absolute($0) == abs }).flatMap({ texts[$0] }) {
                return ObjCAnalyzer.isPrefixHeaderText(staged.prefix(ObjCAnalyzer.prefixHeaderProbe))
            }
            return ObjCAnalyzer.isPrefixHeaderText(atPath: abs)
        }
        return (folders.sorted(), prefixHeaders.sorted(), changed.compactMap { relative in texts[relative].map { (tree.absolute(relative), $0) } })
    }

    /// The configuration a staged run uses: the `.lintrc` found, as the index holds it. One
    /// the index does not hold (untracked) is not part of the commit: the defaults apply, as
    /// they will for CI. Nil when the file is not in a git work tree (it is read from disk).
    static func stagedConfiguration(_ found: String, cwd: String) throws -> Configuration? {
        let folder = Paths.normalize(found + "/..")
        guard let top = try? Git.topLevel(from: folder), let relative = Paths.relative(found, to: top) else { return nil }
        let listed = try Git.run(["ls-files", "--stage", "-z", "--", relative], in: top).stdout
        guard !listed.isEmpty else { return Configuration(rootDirectory: cwd) }
        let differs = try Git.run(["diff-files", "--name-only", "-z", "--", relative], in: top).stdout
        guard !differs.isEmpty else { return nil }
        let shown = Paths.display(found, cwd: cwd)
        let text = try Git.run(["cat-file", "blob", ":" + relative], in: top).stdout
        guard let yaml = String(data: text, encoding: .utf8) else {
            throw RxLintError.configurationFile(file: shown, message: "configuration file is not valid UTF-8")
        }
        return try ConfigurationLoader.parse(yaml: yaml, path: shown + " (staged)", rootDirectory: folder)
    }
}
