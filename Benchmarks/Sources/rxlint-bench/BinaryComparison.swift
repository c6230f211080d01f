import Foundation

/// `--compare OLD NEW DIR…`: two rxlint binaries side by side on real code bases, as a user
/// runs them (`rxlint --format json .` in each folder, process start and exit included), with
/// the two runs of each folder interleaved and their order swapped every round, so that a
/// shared machine's slow minutes fall on both alike. The best of `--repeat` rounds is kept.
/// Also: one tiny file (what every run costs before its first line), one invocation over all
/// the folders, and one `grep` byte scan of the same Swift files as a yardstick.
enum BinaryComparison {
    static func run(_ options: BenchOptions) {
        guard let old = options.compareBinaries.first, let new = options.compareBinaries.dropFirst().first else { return }
        let folders = options.compareFolders
        let rounds = max(1, options.repeats)
        print("binaries    old \(old)\n            new \(new)")
        print("method      `BIN --format json .` in each folder, the two binaries interleaved (order swapped each round), best of \(rounds)")

        let tiny = tinyProject()
        defer { try? FileManager.default.removeItem(atPath: tiny) }
        let tinyBest = interleaved(old, new, arguments: ["--format", "json", "."], in: tiny, rounds: max(rounds, 10))
        print("fixed cost  one 4-line file: old \(ms(tinyBest.old)), new \(ms(tinyBest.new))  (best of \(max(rounds, 10)))")

        var oldTotal = 0.0, newTotal = 0.0
        for folder in folders {
            let best = interleaved(old, new, arguments: ["--format", "json", "."], in: folder, rounds: rounds)
            oldTotal += best.old
            newTotal += best.new
            let name = URL(fileURLWithPath: folder).lastPathComponent
            print("  \(name.padding(toLength: 48, withPad: " ", startingAt: 0)) old \(ms(best.old))  new \(ms(best.new))  \(ratio(best.new, best.old))")
        }
        print("total       \(folders.count) folders, one run each: old \(seconds(oldTotal)), new \(seconds(newTotal))  \(ratio(newTotal, oldTotal))")

        // One process over everything: the fixed cost paid once.
        let parent = FileManager.default.currentDirectoryPath
        let all = interleaved(old, new, arguments: ["--format", "json"] + folders, in: parent, rounds: rounds)
        print("one run     all \(folders.count) folders in one invocation: old \(seconds(all.old)), new \(seconds(all.new))  \(ratio(all.new, all.old))")

        var grepBest = Double.infinity
        for _ in 0..<rounds {
            grepBest = min(grepBest, time("/usr/bin/env", ["grep", "-r", "-c", "--include=*.swift", "--exclude-dir=Pods", "--exclude-dir=Carthage",
                                                            "--exclude-dir=.build", "--exclude-dir=DerivedData", "subscribe"] + folders, in: parent))
        }
        print("yardstick   one grep byte scan of the same Swift files: \(seconds(grepBest)); the folders one by one: "
              + "old \(Measurement.format(oldTotal / grepBest, 1))×, new \(Measurement.format(newTotal / grepBest, 1))× that scan")
    }

    /// The best wall time of each binary over `rounds` interleaved rounds.
    private static func interleaved(_ old: String, _ new: String, arguments: [String], in folder: String, rounds: Int) -> (old: Double, new: Double) {
        var best = (old: Double.infinity, new: Double.infinity)
        for round in 0..<rounds {
            let first = round % 2 == 0
            let a = time(first ? old : new, arguments, in: folder)
            let b = time(first ? new : old, arguments, in: folder)
            best.old = min(best.old, first ? a : b)
            best.new = min(best.new, first ? b : a)
        }
        return best
    }

    /// Wall seconds of one run, from its start to its exit; its output is discarded.
    private static func time(_ executable: String, _ arguments: [String], in folder: String) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Measurement.now()
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("rxlint-bench: cannot run \(executable): \(error)\n".utf8))
            exit(2)
        }
        process.waitUntilExit()
        return Double(Measurement.now() - start) / 1e9
    }

    /// A folder holding one small Swift file with one finding.
    private static func tinyProject() -> String {
        let folder = NSTemporaryDirectory() + "rxlint-bench-tiny-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
            import RxSwift
            final class A { let bag = DisposeBag()
                func f(o: Observable<Int>) { o.subscribe(onNext: { _ in self.g() }).disposed(by: bag) }
                func g() {} }

            """
        FileManager.default.createFile(atPath: folder + "/A.swift", contents: Data(text.utf8))
        return folder
    }

    private static func ms(_ seconds: Double) -> String { Measurement.format(seconds * 1000, 1) + " ms" }
    private static func seconds(_ value: Double) -> String { Measurement.format(value, 3) + " s" }
    private static func ratio(_ new: Double, _ old: Double) -> String { Measurement.format(new / old, 2) + "×" }
}
