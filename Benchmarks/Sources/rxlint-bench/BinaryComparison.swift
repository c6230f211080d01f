import Foundation

/// `--compare OLD NEW DIR…`: two rxlint binaries side by side on real code bases, as a user
/// runs them (`rxlint --format json .` in each folder, process start and exit included), with
/// the two runs of each folder interleaved and their order swapped every round, so that a
/// shared machine's slow minutes fall on both alike. The best of `--repeat` rounds is kept, of
/// the wall time and of the CPU time (user and system) the process used.
/// Also: one tiny file (what every run costs before its first line), one invocation over all
/// the folders, and one `grep` byte scan of the same Swift files as a yardstick.
enum BinaryComparison {
    static func run(_ options: BenchOptions) {
        guard let old = options.compareBinaries.first, let new = options.compareBinaries.dropFirst().first else { return }
        let folders = options.compareFolders
        let rounds = max(1, options.repeats)
        print("binaries    old \(old)\n            new \(new)")
        print("method      `BIN --format json .` in each folder, the two binaries interleaved (order swapped each round), best of \(rounds) (wall; cpu: user + system of the process)")

        let tiny = tinyProject()
        defer { try? FileManager.default.removeItem(atPath: tiny) }
        let tinyBest = interleaved(old, new, arguments: ["--format", "json", "."], in: tiny, rounds: max(rounds, 10))
        print("fixed cost  one 4-line file: old \(ms(tinyBest.old.wall)) (cpu \(ms(tinyBest.old.cpu))), "
              + "new \(ms(tinyBest.new.wall)) (cpu \(ms(tinyBest.new.cpu)))  (best of \(max(rounds, 10)))")

        var oldTotal = Run(wall: 0, cpu: 0), newTotal = Run(wall: 0, cpu: 0)
        for folder in folders {
            let best = interleaved(old, new, arguments: ["--format", "json", "."], in: folder, rounds: rounds)
            oldTotal.add(best.old)
            newTotal.add(best.new)
            let name = URL(fileURLWithPath: folder).lastPathComponent
            print("  \(name.padding(toLength: 48, withPad: " ", startingAt: 0)) old \(ms(best.old.wall))  new \(ms(best.new.wall))  \(ratio(best.new.wall, best.old.wall))"
                  + "   cpu old \(ms(best.old.cpu))  new \(ms(best.new.cpu))  \(ratio(best.new.cpu, best.old.cpu))")
        }
        print("total       \(folders.count) folders, one run each: old \(seconds(oldTotal.wall)), new \(seconds(newTotal.wall))  \(ratio(newTotal.wall, oldTotal.wall))"
              + "   cpu old \(seconds(oldTotal.cpu)), new \(seconds(newTotal.cpu))  \(ratio(newTotal.cpu, oldTotal.cpu))")

        // One process over everything: the fixed cost paid once.
        let parent = FileManager.default.currentDirectoryPath
        let all = interleaved(old, new, arguments: ["--format", "json"] + folders, in: parent, rounds: rounds)
        print("one run     all \(folders.count) folders in one invocation: old \(seconds(all.old.wall)), new \(seconds(all.new.wall))  \(ratio(all.new.wall, all.old.wall))"
              + "   cpu old \(seconds(all.old.cpu)), new \(seconds(all.new.cpu))  \(ratio(all.new.cpu, all.old.cpu))")

        var grepBest = Double.infinity
        for _ in 0..<rounds {
            grepBest = min(grepBest, run("/usr/bin/grep", ["-r", "-c", "--include=*.swift", "--exclude-dir=Pods", "--exclude-dir=Carthage",
                                                            "--exclude-dir=.build", "--exclude-dir=DerivedData", "subscribe"] + folders, in: parent).wall)
        }
        print("yardstick   one grep byte scan of the same Swift files: \(seconds(grepBest)); the folders one by one: "
              + "old \(Measurement.format(oldTotal.wall / grepBest, 1))×, new \(Measurement.format(newTotal.wall / grepBest, 1))× that scan")
    }

    /// One run's wall time and the CPU time (user and system) its process used: on a machine
    /// shared with other work, the CPU time moves less.
    struct Run {
        var wall: Double
        var cpu: Double
        mutating func add(_ other: Run) {
            wall += other.wall
            cpu += other.cpu
        }
        /// The best of two: each figure's least.
        func best(_ other: Run) -> Run { Run(wall: min(wall, other.wall), cpu: min(cpu, other.cpu)) }
    }

    /// The best wall and CPU time of each binary over `rounds` interleaved rounds.
    private static func interleaved(_ old: String, _ new: String, arguments: [String], in folder: String, rounds: Int) -> (old: Run, new: Run) {
        var best = (old: Run(wall: .infinity, cpu: .infinity), new: Run(wall: .infinity, cpu: .infinity))
        for round in 0..<rounds {
            let first = round % 2 == 0
            let a = run(first ? old : new, arguments, in: folder)
            let b = run(first ? new : old, arguments, in: folder)
            best.old = best.old.best(first ? a : b)
            best.new = best.new.best(first ? b : a)
        }
        return best
    }

    /// One run, from its start to its exit; its output is discarded. Spawned and
    /// waited for directly: Foundation's `Process` notices an exit only at its run loop's next
    /// tick (50 ms on Linux), which is longer than a small code base's whole run.
    private static func run(_ executable: String, _ arguments: [String], in folder: String) -> Run {
        let saved = FileManager.default.currentDirectoryPath
        guard chdir(folder) == 0 else {
            FileHandle.standardError.write(Data("rxlint-bench: cannot enter \(folder)\n".utf8))
            exit(2)
        }
        defer { _ = chdir(saved) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let start = Measurement.now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            FileHandle.standardError.write(Data("rxlint-bench: cannot run \(executable)\n".utf8))
            exit(2)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(Measurement.now() - start) / 1e9
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Run(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime))
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
