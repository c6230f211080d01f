import Foundation
import RxLintKit

/// Size of the corpus and the throughput line printed for each timed pass.
struct CorpusStats {
    let files: Int
    let lines: Int
    let bytes: Int

    init(_ sources: [SourceFile]) {
        files = sources.count
        var lines = 0
        var bytes = 0
        for file in sources {
            bytes += file.bytes.count
            for b in file.bytes where b == 0x0A { lines += 1 }
        }
        self.lines = lines
        self.bytes = bytes
    }

    func report(_ label: String, _ run: Measurement.Run, extra: String?, runs: [Measurement.Run]) {
        let linesPerSecond = Double(lines) / run.seconds
        let megabytesPerSecond = Double(bytes) / 1_048_576 / run.seconds
        var line = label.padding(toLength: 22, withPad: " ", startingAt: 0)
        line += "\(Measurement.format(run.seconds * 1000, 1)) ms  "
        line += "\(Measurement.grouped(Int(linesPerSecond))) lines/s  "
        line += "\(Measurement.format(megabytesPerSecond, 1)) MB/s  "
        line += "[cpu \(Measurement.format(run.cpuSeconds * 1000, 0)) ms: "
        line += "\(Measurement.format(Double(bytes) / 1_048_576 / run.cpuSeconds, 1)) MB per cpu-s]"
        if let extra { line += "  (\(extra))" }
        if runs.count > 1 { line += "  runs: " + runs.map { Measurement.format($0.seconds * 1000, 0) }.joined(separator: "/") + " ms" }
        print(line)
    }
}

/// Lexes every file and discards the tokens, keeping only a count so the work is not elided.
enum LexerPass {
    static func run(_ files: [SourceFile], jobs: Int, includeTrivia: Bool) -> Int {
        let counts = files.parallelMap(jobs: jobs) { file in
            file.bytes.withUnsafeBufferPointer { Lexer.lex($0, includeTrivia: includeTrivia).tokens.count }
        }
        return counts.reduce(0, +)
    }
}

/// Writes the corpus to disk so the real command-line tool can be run on it.
enum CorpusWriter {
    static func write(_ files: [SourceFile], under directory: String) throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let manager = FileManager.default
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }
}

/// One large file made of the corpus, for the single-file lexer figure.
enum BigFile {
    static func make(from files: [SourceFile], atLeast size: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1_048_576)
        while bytes.count < size && !files.isEmpty {
            for file in files {
                bytes += file.bytes
                if bytes.count >= size { break }
            }
        }
        return bytes
    }

    /// Checks that trivia-mode tokens tile the file exactly; describes the outcome.
    static func roundTripReport(_ bytes: [UInt8]) -> String {
        let lexed = bytes.withUnsafeBufferPointer { Lexer.lex($0, includeTrivia: true) }
        var cursor: Int32 = 0
        for token in lexed.tokens {
            guard token.start == cursor, token.end > token.start else { return "ROUND TRIP FAILED at byte \(cursor)" }
            cursor = token.end
        }
        guard Int(cursor) == bytes.count else { return "ROUND TRIP FAILED: covered \(cursor) of \(bytes.count) bytes" }
        return "round trip ok, \(Measurement.grouped(lexed.tokens.count)) tokens with trivia, \(lexed.diagnostics.count) diagnostics"
    }
}
