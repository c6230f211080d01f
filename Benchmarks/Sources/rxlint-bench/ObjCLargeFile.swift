import Foundation
import RxLintKit

/// `--objc-large`: one Objective-C file of generated view models at several sizes, its whole
/// analysis (parse, tree, sites, verdicts, the proof of its fixes) against a bare libclang
/// parse of the same file with the same arguments: the cost per MB of each, and their ratio,
/// which must not grow with the size.
///
/// The view models are the `--objc` corpus's, each with names of its own (one class's
/// selectors shared by thousands of classes make clang's own parse grow faster than the file:
/// it compares each new method with every earlier one of the same selector), a few leaks with
/// fixes, and a method whose fix cannot be proven (a second `@weakify(self)` in a scope that
/// has one), so the proof of fixes does its most.
enum ObjCLargeFile {
    static let defaultSizes: [Double] = [0.5, 1, 2, 5, 10, 20]

    static func text(megabytes: Double, seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        var parts: [String] = ["#import <Foundation/Foundation.h>\n#import <ReactiveObjC/ReactiveObjC.h>\n\n"]
        var size = 0
        var k = 0
        while Double(size) < megabytes * 1_000_000 {
            let part = viewModel(k, &random)
            size += part.utf8.count
            parts.append(part)
            k += 1
        }
        return parts.joined()
    }

    private static func viewModel(_ k: Int, _ random: inout SeededRandom) -> String {
        var text = """
            @interface Model\(k)ViewModel : NSObject
            @property (nonatomic, strong) RACSubject *updates\(k);
            @property (nonatomic, strong) RACSubject *refreshes\(k);
            @property (nonatomic, strong) RACCommand *loadCommand\(k);
            @property (nonatomic, copy) NSString *title\(k);
            @property (nonatomic, copy) NSString *subtitle\(k);
            @property (nonatomic) NSInteger count\(k);
            @end

            @implementation Model\(k)ViewModel

            - (void)bind\(k) {
                _updates\(k) = [RACSubject subject];
                _refreshes\(k) = [RACSubject subject];

            """
        for m in 0..<random.between(3, 7) {
            // Mostly weak (a weak self declared before each, as generated code does), a few leaks.
            let weak = !random.chance(8)
            let body = weak ? "        @strongify(self);\n        self.title\(k) = [x description];\n" : "        self.title\(k) = [x description];\n"
            if weak { text += "    @weakify(self);\n" }
            switch random.below(4) {
            case 0:
                text += "    [[self.updates\(k) map:^id(id value) {\n        return value;\n    }] subscribeNext:^(id x) {\n\(body)    }];\n"
            case 1:
                text += "    [[RACObserve(self, title\(k)) filter:^BOOL(NSString *value) {\n        return value.length > \(m);\n    }] subscribeNext:^(id x) {\n\(body)    }];\n"
            case 2:
                text += "    [[self.refreshes\(k) deliverOnMainThread] subscribeNext:^(id x) {\n\(body)    }];\n"
            default:
                text += "    RAC(self, subtitle\(k)) = [RACObserve(self, title\(k)) map:^id(NSString *value) {\n        return [value description];\n    }];\n"
            }
        }
        let commandLeaks = random.chance(10)
        if !commandLeaks { text += "    @weakify(self);\n" }
        text += "    self.loadCommand\(k) = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {\n\(commandLeaks ? "" : "        @strongify(self);\n")        self.count\(k) += 1;\n        return [RACSignal empty];\n    }];\n}\n\n"
        for m in 0..<random.between(2, 5) {
            text += "- (NSString *)formatted\(k)x\(m):(NSString *)value {\n    if (value.length == 0) {\n        return @\"\";\n    }\n    return [NSString stringWithFormat:@\"%@-%d\", value, \(m)];\n}\n\n"
        }
        return text + "@end\n\n"
    }

    static func run(_ options: BenchOptions) {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { print("libclang: \(reason)") }
            exit(2)
        }
        print("libclang    \(library.path) (\(library.version))")
        print("one file of generated view models, its analysis against a bare libclang parse of it (best of \(options.repeats) rounds, the modes interleaved):")
        // Far above what these files need: the figures are the analysis', not a budget's.
        // A text report (no edits: one parse) and a JSON report (each edit proven by a
        // parse of its methods), in this process (cpu) and in a worker (wall).
        var withEdits = AnalysisOptions()
        withEdits.objc.budget = ObjCBudget(seconds: 3600, megabytes: 65536)
        withEdits.objc.isolation = .inProcess
        var textOnly = withEdits
        textOnly.objc.preparesFixes = false
        var inWorker = textOnly
        inWorker.objc.isolation = ObjCOptions().isolation
        // The workers started and the precompiled stub checked before anything is timed.
        _ = Engine.lint([SourceFile(path: "/bench/Warm.m", text: text(megabytes: 0.01, seed: 1))], options: inWorker, jobs: 1)
        for megabytes in options.objcSizes {
            let file = SourceFile(path: "/bench/Large.m", text: text(megabytes: megabytes, seed: options.seed))
            let size = Double(file.bytes.count) / 1_000_000
            if let directory = options.writeDirectory {
                // The same file for the real CLI (or a profiler) to run on.
                let path = directory + "/Large-\(Measurement.format(megabytes, 2))MB.m"
                try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                if !FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) {
                    print("cannot write \(path)")
                }
            }
            // The modes interleaved, one run of each per round: the machine's load drifts over
            // seconds and weighs on every mode of a round alike, where all runs of one mode
            // and then all of the next compared different minutes.
            var bare = Measurement.best(of: 1) { ObjCAnalyzer.parseOnly(file, options: textOnly.objc) }
            guard bare.result else {
                print("\(Measurement.format(size, 2)) MB: libclang could not parse the file")
                continue
            }
            var text = Measurement.best(of: 1) { Engine.lint([file], options: textOnly, jobs: 1).findings }
            let peak = Measurement.peakMemoryBytes()
            var edits = Measurement.best(of: 1) { Engine.lint([file], options: withEdits, jobs: 1).findings }
            var worker = Measurement.best(of: 1) { Engine.lint([file], options: inWorker, jobs: 1).findings }
            var roundRatios = [edits.best.cpuSeconds / bare.best.cpuSeconds]
            for _ in 1..<max(1, options.repeats) {
                let b = Measurement.best(of: 1) { ObjCAnalyzer.parseOnly(file, options: textOnly.objc) }
                let t = Measurement.best(of: 1) { Engine.lint([file], options: textOnly, jobs: 1).findings }
                let e = Measurement.best(of: 1) { Engine.lint([file], options: withEdits, jobs: 1).findings }
                let w = Measurement.best(of: 1) { Engine.lint([file], options: inWorker, jobs: 1).findings }
                roundRatios.append(e.best.cpuSeconds / b.best.cpuSeconds)
                if b.best.cpuSeconds < bare.best.cpuSeconds { bare = b }
                if t.best.cpuSeconds < text.best.cpuSeconds { text = t }
                if e.best.cpuSeconds < edits.best.cpuSeconds { edits = e }
                if w.best.seconds < worker.best.seconds { worker = w }
            }
            roundRatios.sort()
            let medianRatio = roundRatios[roundRatios.count / 2]
            let fixes = edits.result.filter { if case .prepared? = $0.fixKind { return true } else { return false } }.count
            let limits = text.result.filter { $0.rule == "analysis_limit" }.count
            func perMB(_ seconds: Double) -> String { Measurement.format(seconds / size, 3) + " s/MB" }
            func ratio(_ run: Measurement.Run, cpu: Bool = true) -> String {
                Measurement.format(cpu ? run.cpuSeconds / bare.best.cpuSeconds : run.seconds / bare.best.seconds, 2) + "×"
            }
            print("\(Measurement.format(size, 2).padding(toLength: 6, withPad: " ", startingAt: 0)) MB  "
                  + "bare parse \(perMB(bare.best.cpuSeconds)) cpu  "
                  + "analysis \(perMB(text.best.cpuSeconds)) = \(ratio(text.best))  "
                  + "with proven edits \(perMB(edits.best.cpuSeconds)) = \(ratio(edits.best)) (rounds' median \(Measurement.format(medianRatio, 2))×)  "
                  + "in a worker \(perMB(worker.best.seconds)) wall = \(ratio(worker.best, cpu: false))  "
                  + "peak \(Measurement.megabytes(peak))  \(text.result.count) findings, \(fixes) edits\(limits > 0 ? ", \(limits) past a budget" : "")")
        }
    }
}
