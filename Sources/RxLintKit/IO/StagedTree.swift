import Foundation

/// The git index, as `--staged` reads it: the tree the next commit holds, which is what CI
/// will lint. Every file a staged run reads, reported or only known, comes from here, never
/// from an unstaged edit in the work tree.
struct StagedTree {
    /// One stage-0 entry of the index.
    struct Entry {
        /// `100644`, `100755` (files), `120000` (symbolic links), `160000` (submodules).
        var mode: String
        var object: String
    }

    /// The work tree's top directory (absolute); entry paths are relative to it.
    let topLevel: String
    /// Every entry, by repository-relative path.
    let entries: [String: Entry]
    /// The entries' paths in git's order (sorted by bytes).
    let paths: [String]
    /// Paths staged since `HEAD`: added, copied, modified, renamed, or changed in type.
    let staged: [String]
    /// Paths whose work-tree file may differ from the index (edited, deleted, or only touched):
    /// those are read from git's object store; the others are the same bytes on disk.
    let differsFromWorkTree: Set<String>

    /// Reads the index of the repository holding `directory`: three git commands, whatever
    /// the size of the project.
    static func read(from directory: String) throws -> StagedTree {
        let top = try Git.topLevel(from: directory)
        var entries: [String: Entry] = [:]
        var paths: [String] = []
        // `<mode> <object> <stage>\t<path>`, NUL-terminated and unquoted, so any name survives.
        // Read as bytes: an index lists every file of the project.
        let listing = try Git.run(["ls-files", "--stage", "-z"], in: top).stdout
        listing.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0 { end += 1 }
                defer { start = end + 1 }
                guard let tab = bytes[start..<end].firstIndex(of: 0x09) else { continue }
                let fields = bytes[start..<tab].split(separator: 0x20)
                // Stages 1–3 are a merge conflict's sides: such an index cannot be committed.
                guard fields.count == 3, fields[2].elementsEqual([UInt8(ascii: "0")]) else { continue }
                let path = String(decoding: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<end]), as: UTF8.self)
                entries[path] = Entry(mode: String(decoding: fields[0], as: UTF8.self), object: String(decoding: fields[1], as: UTF8.self))
                paths.append(path)
            }
        }
        let differs = try Git.run(["diff-files", "--name-only", "-z"], in: top).stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return StagedTree(topLevel: top, entries: entries, paths: paths, staged: try Git.stagedPaths(topLevel: top),
                          differsFromWorkTree: Set(differs))
    }

    func absolute(_ path: String) -> String {
        topLevel == "/" ? "/" + path : topLevel + "/" + path
    }

    /// How reports name an entry, as `Paths.display` would for its absolute path, without
    /// normalising thousands of paths: git's paths are normalised already.
    func displayed(from cwd: String) -> (String) -> String {
        if cwd == topLevel { return { $0 } }
        if let below = Paths.relative(cwd, to: topLevel) {
            let prefix = below + "/"
            return { path in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : Paths.display(absolute(path), cwd: cwd) }
        }
        if let above = Paths.relative(topLevel, to: cwd) {
            return { above + "/" + $0 }
        }
        return { absolute($0) }
    }

    /// The staged bytes of each path (repository-relative), reported under `display(path)`:
    /// a file whose work-tree copy is unchanged is read from disk, in parallel; the others
    /// come from one `git cat-file --batch`. A path not in the index, or a submodule, is left out.
    func sources(_ paths: [String], display: (String) -> String, jobs: Int) throws -> [Result<SourceFile, InputProblem>] {
        var fromDisk: [(index: Int, file: DiscoveredFile)] = []
        var fromGit: [(index: Int, path: String)] = []
        for (k, path) in paths.enumerated() {
            guard let entry = entries[path], entry.mode != "160000" else { continue }
            // A symbolic link is read through, as a clone's file would be.
            if differsFromWorkTree.contains(path) && entry.mode != "120000" {
                fromGit.append((k, path))
            } else {
                fromDisk.append((k, DiscoveredFile(path: display(path), absolutePath: absolute(path))))
            }
        }
        var results: [Result<SourceFile, InputProblem>?] = Array(repeating: nil, count: paths.count)
        let read = fromDisk.map(\.file).parallelMap(jobs: jobs) { InputReader.read($0) }
        for (k, result) in zip(fromDisk.map(\.index), read) { results[k] = result }
        let blobs = try objects(fromGit.compactMap { entries[$0.path].map(\.object) })
        for ((k, path), bytes) in zip(fromGit, blobs) {
            results[k] = InputReader.validated(SourceFile(path: display(path), bytes: bytes))
        }
        return results.compactMap { $0 }
    }

    /// The staged bytes of `paths` that are in the index, by path.
    func contents(_ paths: [String]) throws -> [String: [UInt8]] {
        let present = paths.filter { entries[$0] != nil }
        let blobs = try objects(present.compactMap { entries[$0].map(\.object) })
        return Dictionary(zip(present, blobs), uniquingKeysWith: { first, _ in first })
    }

    /// The blobs' bytes, in order, read by one `git cat-file --batch`.
    private func objects(_ ids: [String]) throws -> [[UInt8]] {
        guard !ids.isEmpty else { return [] }
        let request = Data((ids.joined(separator: "\n") + "\n").utf8)
        let output = try Git.run(["cat-file", "--batch"], in: topLevel, input: request).stdout
        // Each answer: `<object> blob <size>\n<size bytes>\n`.
        var result: [[UInt8]] = []
        result.reserveCapacity(ids.count)
        try output.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var at = 0
            for id in ids {
                guard let newline = bytes[at...].firstIndex(of: 0x0A) else { throw Self.unreadable(id) }
                let header = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<newline]), as: UTF8.self).split(separator: " ")
                guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= bytes.count else { throw Self.unreadable(id) }
                result.append(Array(UnsafeBufferPointer(rebasing: bytes[(newline + 1)..<(newline + 1 + size)])))
                at = newline + 1 + size + 1
            }
        }
        return result
    }

    private static func unreadable(_ id: String) -> RxLintError {
        .git("'git cat-file --batch' did not return the staged object \(id)")
    }
}
