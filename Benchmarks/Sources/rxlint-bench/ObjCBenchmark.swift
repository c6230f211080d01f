import Foundation
import RxLintKit

/// `--objc`: the Objective-C path on a generated corpus: the whole pipeline, against a bare
/// libclang parse of the files it analyses with the same arguments.
enum ObjCBenchmark {
    static func run(_ options: BenchOptions) {
        var generator = ObjCCorpus(seed: options.seed)
        let files = generator.generate(lines: options.objcLines)
        let corpus = CorpusStats(files)
        let analysed = files.filter(ObjCAnalyzer.mentionsReactiveObjC)
        let analysedStats = CorpusStats(analysed)
        print("objc corpus \(Measurement.grouped(corpus.files)) files, \(Measurement.grouped(corpus.lines)) lines, "
              + "\(Measurement.megabytes(corpus.bytes)); \(Measurement.grouped(analysed.count)) files (\(Measurement.grouped(analysedStats.lines)) lines) mention ReactiveObjC")
        if let directory = options.writeDirectory {
            do {
                try CorpusWriter.write(files, under: directory)
                print("written     \(directory)")
            } catch {
                print("cannot write the corpus: \(error)")
                exit(2)
            }
        }
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { print("libclang: \(reason)") }
            exit(2)
        }
        print("libclang    \(library.path) (\(library.version))")
        // In this process, so that its CPU time is the analysis' (a worker's is its own); then
        // in workers, as rxlint runs it, for the wall time.
        var inProcess = AnalysisOptions()
        inProcess.objc.isolation = .inProcess
        let endToEnd = Measurement.best(of: options.repeats) { () -> [Finding] in
            Engine.lint(files, options: inProcess, jobs: options.jobs).findings
        }
        corpus.report("objc end to end, \(options.jobs) jobs", endToEnd.best, extra: "\(Measurement.grouped(endToEnd.result.count)) findings", runs: endToEnd.all)
        let inWorkers = Measurement.best(of: options.repeats) { () -> [Finding] in
            Engine.lint(files, options: AnalysisOptions(), jobs: options.jobs).findings
        }
        corpus.report("objc in workers, \(options.jobs) jobs", inWorkers.best,
                      extra: "\(Measurement.grouped(inWorkers.result.count)) findings, wall time only", runs: inWorkers.all)
        var perRule: [String: Int] = [:]
        for finding in endToEnd.result { perRule["\(finding.rule) (\(finding.severity.rawValue))", default: 0] += 1 }
        for (rule, count) in perRule.sorted(by: { $0.key < $1.key }) {
            print("  \(rule.padding(toLength: 40, withPad: " ", startingAt: 0)) \(Measurement.grouped(count))")
        }
        print("peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes())) after the pipeline")
        let bare = Measurement.best(of: options.repeats) { () -> Int in
            analysed.parallelMap(jobs: options.jobs) { ObjCAnalyzer.parseOnly($0, options: ObjCOptions()) ? 1 : 0 }.reduce(0, +)
        }
        analysedStats.report("bare libclang parse, \(options.jobs) jobs", bare.best, extra: "\(bare.result) files parsed", runs: bare.all)
        print("ratio       \(Measurement.format(endToEnd.best.seconds / bare.best.seconds, 2))× the bare parse of the analysed files (wall), "
              + "\(Measurement.format(endToEnd.best.cpuSeconds / bare.best.cpuSeconds, 2))× (cpu); "
              + "in workers \(Measurement.format(inWorkers.best.seconds / bare.best.seconds, 2))× (wall)")
    }
}
