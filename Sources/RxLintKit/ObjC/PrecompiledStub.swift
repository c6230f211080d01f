import Foundation

/// The stub header, precompiled once and reused: parsing its declarations again for every
/// file would cost more than most files. Kept in the temporary directory under a name that
/// hashes the stub, the arguments and the libclang version, so later runs (a pre-commit hook's)
/// reuse it and a change of any of them builds a new one.
final class PrecompiledStub: @unchecked Sendable {
    static let shared = PrecompiledStub()

    private let lock = NSLock()
    /// By language (`objective-c`, `objective-c++`): the PCH's path, or nil when it could not
    /// be built (the text stub is then included instead).
    private var built: [String: String?] = [:]

    /// The precompiled stub for `language`, built on first use.
    func path(language: String, library: LibClang, arguments: [String]) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = built[language] { return known }
        let result = build(language: language, library: library, arguments: arguments)
        built[language] = result
        return result
    }

    private func build(language: String, library: LibClang, arguments: [String]) -> String? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (ObjCStubHeader.text + "\u{0}" + arguments.joined(separator: "\u{0}") + "\u{0}" + library.version).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let folder = NSTemporaryDirectory() + "rxlint-\(getuid())"
        let path = folder + "/stub-\(String(hash, radix: 16))-\(language).pch"
        if FileManager.default.fileExists(atPath: path) { return path }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        // Written under a name of this process, then renamed: a run in parallel never reads
        // half a file.
        let temporary = path + ".\(getpid()).tmp"
        let parser = ClangParser(library: library, arguments: arguments, virtualFiles: ObjCAnalyzer.virtualFiles)
        let saved = BigStack.run { parser.savePrecompiledHeader(path: ObjCAnalyzer.stubPath, contents: Array(ObjCStubHeader.text.utf8), to: temporary) }
        guard saved, rename(temporary, path) == 0 else {
            unlink(temporary)
            return nil
        }
        return path
    }
}
