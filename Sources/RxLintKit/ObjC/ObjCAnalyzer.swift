/// The Objective-C path of the per-file pass: parse with libclang, find the ReactiveObjC
/// sites, judge them with ReactiveObjC's ownership model.
enum ObjCAnalyzer {
    /// Whether `path` is Objective-C source rxlint lints (headers feed declarations through
    /// the parse instead).
    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Files that name nothing of ReactiveObjC are not parsed: most of an app's files.
    static let prefilterNeedles: [[UInt8]] = ["subscribe", "RAC", "rac_"].map { Array($0.utf8) }

    struct Outcome {
        var diagnostics: [Diagnostic] = []
        /// Why the file could not be analysed, in one line.
        var problem: String?
        var limitsReached: [String] = []
    }

    static func analyze(_ file: SourceFile, options: ObjCOptions) -> Outcome {
        let mentionsRx = file.bytes.withUnsafeBufferPointer { bytes in
            prefilterNeedles.contains { Analyzer.contains(bytes, $0) }
        }
        guard mentionsRx else { return Outcome() }
        let library: LibClang
        switch LibClang.shared {
        case .loaded(let loaded): library = loaded
        case .unavailable(let reason): return Outcome(problem: reason)
        }
        let parser = ClangParser(library: library, arguments: arguments(for: file.path, options: options),
                                 virtualFiles: virtualFiles)
        switch parser.parse(path: absolute(file.path), bytes: file.bytes) {
        case .failure(.parse(let code)):
            return Outcome(problem: "\(file.path): libclang could not parse the file (error \(code))")
        case .success(let parsed):
            let extractor = ObjCSiteExtractor(syntax: parsed.syntax, bytes: file.bytes)
            var outcome = Outcome()
            for site in extractor.sites() { outcome.diagnostics += ObjCVerdicts.diagnostics(site) }
            if parsed.depthLimited { outcome.limitsReached.append("Objective-C nesting deeper than \(ClangParser.depthLimit) levels") }
            return outcome
        }
    }

    /// Where the stub and the empty SDK headers live for clang: a folder that exists nowhere,
    /// so they can never shadow a real file.
    static let virtualRoot = "/rxlint-virtual-sdk"

    static let virtualFiles: [(path: String, contents: [UInt8])] = {
        [(virtualRoot + "/rxlint-objc-stub.h", Array(ObjCStubHeader.text.utf8))]
            + ObjCStubHeader.emptyHeaders.map { (virtualRoot + "/include/" + $0, []) }
    }()

    static func arguments(for path: String, options: ObjCOptions) -> [String] {
        var result = ["-x", path.hasSuffix(".mm") ? "objective-c++" : "objective-c"] + ObjCStubHeader.arguments
        result += ["-include", virtualRoot + "/rxlint-objc-stub.h", "-I", virtualRoot + "/include"]
        // The file's own folder, then every folder of the project that holds headers: what
        // Xcode's header maps make visible to `#import "Name.h"`.
        let folder = absolute(path).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        result += ["-I", folder.isEmpty ? "/" : folder]
        for include in options.includePaths { result += ["-I", include] }
        return result + options.extraArguments
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}

/// What the Objective-C parse needs from the run.
public struct ObjCOptions: Sendable {
    /// Folders of the project that hold headers.
    public var includePaths: [String] = []
    /// More compiler arguments (from `compile_commands.json`, when the project has one).
    public var extraArguments: [String] = []

    public init(includePaths: [String] = [], extraArguments: [String] = []) {
        self.includePaths = includePaths
        self.extraArguments = extraArguments
    }
}

import Foundation
