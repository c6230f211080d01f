import Foundation

/// Where the package lives, found from this file (STYLE practice 7), not from resources.
enum RepositoryPaths {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()
}

/// A fresh directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("rxlint-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Resolve /tmp symlinks (macOS) so paths compare equal to what the code computes.
        path = base.resolvingSymlinksInPath().path
    }

    deinit {
        // Restore permissions first, or removal fails on directories a test locked.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let sub as String in enumerator {
                chmod(path + "/" + sub, 0o755)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }
}
