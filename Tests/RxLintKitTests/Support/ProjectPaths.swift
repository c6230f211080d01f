import Foundation

/// Paths inside the repository, found from this file's location (not from SwiftPM resources,
/// which must live inside a target folder).
enum ProjectPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // RxLintKitTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    static let rules = root.appendingPathComponent("rules")

    /// Every rule documentation file, sorted, README excluded.
    static func ruleDocuments() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" && $0.lastPathComponent != "README.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
