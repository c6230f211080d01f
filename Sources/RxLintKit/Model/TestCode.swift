import Foundation

/// Test code and playgrounds: their objects live for one test, which softens what a
/// subscription left behind there costs (see `OwnershipModel.inTestCode`).
enum TestCode {
    /// Test code and playgrounds: a folder or file named like tests (`…Tests/`, `…Spec.swift`),
    /// a playground, or a file importing a test framework. Their objects live for one test.
    static func isTestCode(path: String, importsTestFramework: Bool) -> Bool {
        importsTestFramework || isTestPath(path)
    }

    /// Whether `path` is in a playground or has a folder or file named like tests. Read as
    /// bytes: it runs for every file with a subscription, and Foundation's `contains` and
    /// Character-wise `split`/`hasSuffix` cost more than the rest of the file's check.
    static func isTestPath(_ path: String) -> Bool {
        let ascii = path.utf8.withContiguousStorageIfAvailable { p -> Bool? in
            // Graphemes and canonical equivalence could make a non-ASCII path's Characters
            // disagree with its bytes: that rare path takes the Character-wise reading.
            guard !p.contains(where: { $0 >= 0x80 }) else { return nil }
            if ByteSearch.contains(p, playgroundFolder) { return true }
            var start = 0
            for end in 0...p.count where end == p.count || p[end] == UInt8(ascii: "/") {
                var stem = end
                if hasSuffix(p, start, stem, swiftExtension) { stem -= swiftExtension.count }
                if testSuffixes.contains(where: { hasSuffix(p, start, stem, $0) }) { return true }
                start = end + 1
            }
            return false
        }
        if let answer = ascii ?? nil { return answer }
        if path.contains(".playground/") { return true }
        for component in path.split(separator: "/") {
            let name = component.hasSuffix(".swift") ? component.dropLast(6) : component
            if name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs") || name.hasSuffix("Spec") { return true }
        }
        return false
    }

    /// Whether `bytes[start..<end]` ends with `suffix`.
    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ suffix: [UInt8]) -> Bool {
        guard end - start >= suffix.count else { return false }
        let from = end - suffix.count
        for k in suffix.indices where bytes[from + k] != suffix[k] { return false }
        return true
    }

    private static let playgroundFolder = Array(".playground/".utf8)
    private static let swiftExtension = Array(".swift".utf8)
    private static let testSuffixes: [[UInt8]] = ["Tests", "Test", "Specs", "Spec"].map { Array($0.utf8) }
}

/// Each file's `TestCode.isTestPath`, by its position in the project index: asked for every
/// implementation and caller a site's resolution reads, often of the same few files, so each
/// file's answer is worked out once per index as the check workers ask.
final class TestFiles: @unchecked Sendable {
    private let paths: [String]
    private let lock = NSLock()
    /// Per file position: 0 not asked yet, 1 not a test path, 2 a test path.
    private var flags: [UInt8]

    private init(paths: [String]) {
        self.paths = paths
        flags = [UInt8](repeating: 0, count: paths.count)
    }

    /// The table of `index` (one per index: an index built or updated anew has a new one).
    static func of(_ index: ProjectIndex) -> TestFiles {
        index.sharedAnswers.table(TestFiles.self) { TestFiles(paths: index.filePaths) }
    }

    /// Whether the file at position `g` has a test path (no such file: no).
    func contains(_ g: Int32) -> Bool {
        guard g >= 0, Int(g) < paths.count else { return false }
        let k = Int(g)
        lock.lock()
        let known = flags[k]
        lock.unlock()
        if known != 0 { return known == 2 }
        let answer = TestCode.isTestPath(paths[k])
        lock.lock()
        flags[k] = answer ? 2 : 1
        lock.unlock()
        return answer
    }
}
