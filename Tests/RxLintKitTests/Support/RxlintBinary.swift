import Foundation
import XCTest

/// The `rxlint` executable `swift test` builds beside the test bundle: it serves as the
/// Objective-C worker when a test runs the analysis in workers (`ObjCIsolation.workers`).
enum RxlintBinary {
    private final class Marker {}

    /// Its path; a test that needs it fails with one line naming what is missing.
    static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["RXLINT_BINARY"] { return explicit }
        let bundle = Bundle(for: Marker.self).bundleURL
        // Linux: the bundle URL is the build directory; macOS: the .xctest bundle inside it.
        for directory in [bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL] {
            let candidate = directory.appendingPathComponent("rxlint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        XCTFail("the rxlint binary is not next to \(bundle.path) (build it with `swift build`, or set RXLINT_BINARY)", file: file, line: line)
        throw XCTSkip("unreachable after the failure above")
    }
}
