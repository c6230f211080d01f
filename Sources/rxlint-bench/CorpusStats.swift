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

    func report(_ label: String, seconds: Double, extra: String?, runs: [Double]) {
        let linesPerSecond = Double(lines) / seconds
        let megabytesPerSecond = Double(bytes) / 1_048_576 / seconds
        var line = label.padding(toLength: 22, withPad: " ", startingAt: 0)
        line += "\(Measurement.format(seconds * 1000, 1)) ms  "
        line += "\(Measurement.grouped(Int(linesPerSecond))) lines/s  "
        line += "\(Measurement.format(megabytesPerSecond, 1)) MB/s"
        if let extra { line += "  (\(extra))" }
        if runs.count > 1 { line += "  runs: " + runs.map { Measurement.format($0 * 1000, 0) }.joined(separator: "/") + " ms" }
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
