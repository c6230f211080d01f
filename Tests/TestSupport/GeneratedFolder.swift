import Foundation

/// A folder of files a test generates (the fixed scenarios): with `RXLINT_UPDATE_FIXES=1` it
/// is rewritten first, files no longer expected removed; then it must hold exactly `expected`,
/// by file name.
public enum GeneratedFolder {
    /// Why the folder is not exactly `expected` (each one a test failure), or nothing.
    public static func problems(_ expected: [String: String], in folder: URL, regeneratedBy test: String) throws -> [String] {
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["RXLINT_UPDATE_FIXES"] == "1" {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for old in try manager.contentsOfDirectory(atPath: folder.path) where expected[old] == nil {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
            for (name, text) in expected { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        var problems: [String] = []
        let present = Set((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
        if present != Set(expected.keys) {
            let missing = Set(expected.keys).subtracting(present).sorted(), extra = present.subtracting(expected.keys).sorted()
            problems.append("\(folder.lastPathComponent)/ is stale (missing \(missing), not expected \(extra)): RXLINT_UPDATE_FIXES=1 swift test --filter \(test)")
        }
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let present = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            if let difference = TextDifference.of(expected: text, actual: present) {
                problems.append("\(folder.lastPathComponent)/\(name) (+) is stale, the fixer makes (-):\n\(difference)")
            }
        }
        return problems
    }
}
