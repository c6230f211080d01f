#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The stub header, precompiled once and reused: parsing its declarations again for every
/// file would cost more than most files. Kept in the temporary directory under a name that
/// hashes the stub, the arguments and the libclang version, so later runs (a pre-commit hook's)
/// reuse it and a change of any of them builds a new one.
///
/// A cached file can be damaged (a disk that filled up, a copy cut short, someone's editor):
/// libclang then refuses every parse that includes it. So the file is written with a checksum
/// beside it (`.sum`), checked before each process first uses it, and built again when they
/// disagree; a parse that libclang still cannot read it for has it deleted and falls back to
/// the text stub. Building and checking hold a lock on the folder, so the workers of a run
/// (and runs side by side) build it once.
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
        let result = validOrBuilt(language: language, library: library, arguments: arguments)
        built[language] = result
        return result
    }

    /// Deletes the stub of `language` that libclang could not read, which this process then
    /// no longer uses: the next run builds it again.
    func discard(language: String) {
        lock.lock()
        defer { lock.unlock() }
        if case let path?? = built[language] {
            unlink(path)
            unlink(path + ".sum")
        }
        built[language] = .some(nil)
    }

    /// The folder of the cached stubs: the temporary directory's, one per user.
    static var folder: String { NSTemporaryDirectory() + "rxlint-\(getuid())" }

    private func validOrBuilt(language: String, library: LibClang, arguments: [String]) -> String? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (ObjCStubHeader.text + "\u{0}" + arguments.joined(separator: "\u{0}") + "\u{0}" + library.version).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let folder = Self.folder
        let path = folder + "/stub-\(String(hash, radix: 16))-\(language).pch"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        // One process at a time checks and builds; the others then find it built.
        let lockFile = open(folder + "/stub.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if lockFile >= 0 {
            while flock(lockFile, LOCK_EX) != 0, errno == EINTR {}
        }
        defer { if lockFile >= 0 { close(lockFile) } }
        if Self.isIntact(path) { return path }
        unlink(path)
        unlink(path + ".sum")
        // Written under names of this process, then renamed: a run that does not take the
        // lock (an older rxlint) never reads half a file.
        let temporary = path + ".\(getpid()).tmp"
        let parser = ClangParser(library: library, arguments: arguments, virtualFiles: ObjCAnalyzer.virtualFiles)
        let saved = BigStack.run { parser.savePrecompiledHeader(path: ObjCAnalyzer.stubPath, contents: Array(ObjCStubHeader.text.utf8), to: temporary) }
        guard saved, let sum = Self.checksum(ofFile: temporary),
              (try? Data(sum.utf8).write(to: URL(fileURLWithPath: temporary + ".sum"))) != nil,
              rename(temporary + ".sum", path + ".sum") == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            unlink(temporary + ".sum")
            return nil
        }
        return path
    }

    /// Whether the file at `path` exists and matches the checksum beside it.
    static func isIntact(_ path: String) -> Bool {
        guard let expected = FileManager.default.contents(atPath: path + ".sum").map({ String(decoding: $0, as: UTF8.self) }),
              let actual = checksum(ofFile: path) else { return false }
        return expected == actual
    }

    /// The size and a 64-bit hash of the file's bytes, as text ("<size>:<hash>").
    static func checksum(ofFile path: String) -> String? {
        guard case .success(let bytes) = InputReader.readBytes(path, display: path) else { return nil }
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15
        bytes.withUnsafeBytes { raw in
            // Eight bytes at a time, then the rest: damage anywhere changes the result.
            let words = raw.count / 8
            for k in 0..<words {
                let word = raw.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self)
                hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                hash ^= hash >> 29
            }
            for k in (words * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[k])) &* 0x0000_0100_0000_01b3
            }
        }
        return "\(bytes.count):\(String(hash, radix: 16))"
    }
}
