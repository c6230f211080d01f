import CLibClang
import Foundation

/// libclang, loaded at run time: rxlint builds and lints Swift without it, and finds one on
/// the machine the first time an Objective-C file needs parsing.
public final class LibClang: @unchecked Sendable {
    let api: RXClangAPI
    /// The library's path, for `rxlint --version`-style reports and error messages.
    public let path: String

    private init(api: RXClangAPI, path: String) {
        self.api = api
        self.path = path
    }

    /// The outcome of the one search per process.
    public enum Availability: Sendable {
        case loaded(LibClang)
        /// Why not, in one line that says how to enable it.
        case unavailable(String)
    }

    /// Loaded once, by whichever thread asks first.
    public static let shared: Availability = locate(environment: ProcessInfo.processInfo.environment)

    /// The variable that names a libclang to use instead of searching.
    public static let pathVariable = "RXLINT_LIBCLANG"

    /// `candidates` replaces the usual places (`candidates(environment:)`); tests pass their own.
    static func locate(environment: [String: String], candidates: [String]? = nil) -> Availability {
        if let explicit = environment[pathVariable], !explicit.isEmpty {
            switch open(explicit) {
            case .success(let library): return .loaded(library)
            case .failure(let error): return .unavailable("\(pathVariable)=\(explicit) cannot be loaded: \(error.reason)")
            }
        }
        var reasons: [String] = []
        for candidate in candidates ?? Self.candidates(environment: environment) where FileManager.default.fileExists(atPath: candidate) {
            switch open(candidate) {
            case .success(let library): return .loaded(library)
            case .failure(let error): reasons.append("\(candidate): \(error.reason)")
            }
        }
        let tried = reasons.isEmpty ? "" : " (tried \(reasons.joined(separator: "; ")))"
        return .unavailable("Objective-C needs libclang, which was not found\(tried): install a Swift toolchain or Xcode (both ship it), "
            + "or `apt-get install libclang-dev`, or set \(pathVariable) to the library's path")
    }

    /// Where libclang usually is, best first: beside the Swift toolchain that runs rxlint or is
    /// on PATH (every Swift toolchain ships one), Xcode's and the command line tools' on macOS,
    /// then the distributions' versioned packages, newest first.
    static func candidates(environment: [String: String]) -> [String] {
        var result: [String] = []
        #if os(macOS)
        let names = ["libclang.dylib"]
        #else
        let names = ["libclang.so", "libclang.so.1"]
        #endif
        var toolchainLibs: [String] = []
        // rxlint itself may live in a toolchain-like tree (…/bin/rxlint next to …/lib).
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        toolchainLibs.append(executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib").path)
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.fileExists(atPath: swift.path) else { continue }
            toolchainLibs.append(swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib").path)
        }
        #if os(macOS)
        toolchainLibs += [
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib",
            "/Library/Developer/CommandLineTools/usr/lib",
        ]
        #endif
        for lib in toolchainLibs { for name in names { result.append(lib + "/" + name) } }
        #if !os(macOS)
        for version in (11...30).reversed() {
            result.append("/usr/lib/llvm-\(version)/lib/libclang.so")
            result.append("/usr/lib/x86_64-linux-gnu/libclang-\(version).so.1")
            result.append("/usr/lib/aarch64-linux-gnu/libclang-\(version).so.1")
        }
        result += ["/usr/lib/x86_64-linux-gnu/libclang.so", "/usr/lib/aarch64-linux-gnu/libclang.so", "/usr/lib64/libclang.so", "/usr/lib/libclang.so"]
        #endif
        var seen: Set<String> = []
        return result.filter { seen.insert($0).inserted }
    }

    static func open(_ path: String) -> Result<LibClang, LoadError> {
        var api = RXClangAPI()
        var reason = [CChar](repeating: 0, count: 512)
        let status = reason.withUnsafeMutableBufferPointer { buffer in
            rxclang_open(path, &api, buffer.baseAddress, buffer.count)
        }
        guard status == 0 else {
            let message = reason.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(LoadError(reason: message))
        }
        return .success(LibClang(api: api, path: path))
    }

    struct LoadError: Error { var reason: String }

    /// libclang's own version line (`clang version 21.0.0 …`).
    public var version: String { take(api.getClangVersion()) }

    /// The text of `string`, which is released.
    func take(_ string: RXClangString) -> String {
        defer { api.disposeString(string) }
        guard let c = api.getCString(string) else { return "" }
        return String(cString: c)
    }
}
