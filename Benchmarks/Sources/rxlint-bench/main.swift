import Foundation
import RxLintKit

// Benchmark: generates an RxSwift corpus in memory (untimed), then times the lexer alone
// and the whole pipeline (Engine.lint + JSON encoding of the findings).

// The Objective-C analysis runs in workers started from this executable, as rxlint's does.
ObjCWorker.serveIfAsked()

let (parsed, problem) = BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
guard let options = parsed else {
    if let problem {
        FileHandle.standardError.write(Data("rxlint-bench: \(problem)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
    exit(0)
}

if let shape = options.shape {
    AdversarialShapes.runChild(shape, megabytes: options.megabytes)
    exit(0)
}
if !options.compareBinaries.isEmpty {
    BinaryComparison.run(options)
    exit(0)
}
if options.objc {
    ObjCBenchmark.run(options)
    exit(0)
}
if options.lsp {
    LanguageServerBenchmark.run(options)
    exit(0)
}
if options.objcLarge {
    ObjCLargeFile.run(options)
    exit(0)
}
if options.adversarial {
    AdversarialShapes.runAll(megabytes: options.megabytes)
    exit(0)
}

let generationStart = Measurement.now()
let files = CorpusGenerator(seed: options.seed).generate(lines: options.lines)
let generationSeconds = Double(Measurement.now() - generationStart) / 1e9
let corpus = CorpusStats(files)
print("corpus      \(Measurement.grouped(corpus.files)) files, \(Measurement.grouped(corpus.lines)) lines, "
      + "\(Measurement.megabytes(corpus.bytes)) (seed \(options.seed); generated in \(Measurement.format(generationSeconds, 2)) s, not counted)")

if let directory = options.writeDirectory {
    do {
        try CorpusWriter.write(files, under: directory)
        print("written     \(directory)")
    } catch {
        FileHandle.standardError.write(Data("rxlint-bench: cannot write corpus: \(error)\n".utf8))
        exit(2)
    }
}

if !options.lexerOnly {
    let endToEnd = Measurement.best(of: options.repeats) { () -> (findings: [Finding], json: Int) in
        let result = Engine.lint(files, options: AnalysisOptions(), jobs: options.jobs)
        // The report the CLI writes for `--format json`.
        let context = ReportContext(filesLinted: files.count, currentDirectory: "/")
        let json = JSONReporter.generateReport(result.findings, context: context)
        return (result.findings, json.utf8.count)
    }
    corpus.report("end to end, \(options.jobs) jobs", endToEnd.best,
                  extra: "\(Measurement.grouped(endToEnd.result.findings.count)) findings, \(Measurement.megabytes(endToEnd.result.json)) JSON",
                  runs: endToEnd.all)
    var perRule: [String: Int] = [:]
    for finding in endToEnd.result.findings { perRule["\(finding.rule) (\(finding.severity.rawValue))", default: 0] += 1 }
    for (rule, count) in perRule.sorted(by: { $0.key < $1.key }) {
        print("  \(rule.padding(toLength: 40, withPad: " ", startingAt: 0)) \(Measurement.grouped(count))")
    }
    // Measured before the lexer passes below, whose single 50 MB file raises the high-water mark.
    print("peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes())) after the pipeline (corpus itself: \(Measurement.megabytes(corpus.bytes)))")
}

if options.stages {
    // The end-to-end run's phases with every worker, as the engine runs them (best of the
    // repeats): where the wall time goes, serial parts included.
    var phases: [String: Double] = [:]
    for _ in 0..<max(1, options.repeats) {
        var marks: [(String, UInt64)] = [("start", Measurement.now())]
        func mark(_ name: String) { marks.append((name, Measurement.now())) }
        do {
            var scanned = Engine.scan(files, jobs: options.jobs)
            mark("scan")
            let index = ProjectIndex(scanned)
            mark("index")
            let findings = Engine.check(&scanned, index: index, jobs: options.jobs)
            mark("check + sort")
            let json = JSONReporter.generateReport(findings, context: ReportContext(filesLinted: files.count, currentDirectory: "/"))
            mark("json (\(json.utf8.count / 1_000_000) MB)")
        }
        mark("release")
        for k in 1..<marks.count {
            let seconds = Double(marks[k].1 - marks[k - 1].1) / 1e9
            phases[marks[k].0] = min(phases[marks[k].0] ?? .infinity, seconds)
        }
    }
    for name in ["scan", "index", "check + sort"] + phases.keys.filter({ $0.hasPrefix("json") }) + ["release"] {
        guard let seconds = phases[name] else { continue }
        print("phase \(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(Measurement.format(seconds * 1000, 1)) ms  (\(options.jobs) jobs, wall)")
    }
    for (stage, seconds) in Analyzer.stageTimings(files, repeats: options.repeats) {
        print("stage \(stage.padding(toLength: 16, withPad: " ", startingAt: 0)) \(Measurement.format(seconds * 1000, 1)) ms  (\(Measurement.grouped(Int(Double(corpus.lines) / seconds))) lines/s on one core)")
    }
}

let lexSingle = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: 1, includeTrivia: false) }
corpus.report("lexer, 1 core", lexSingle.best, extra: "\(Measurement.grouped(lexSingle.result)) tokens", runs: lexSingle.all)

let lexTrivia = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: 1, includeTrivia: true) }
corpus.report("lexer+trivia, 1 core", lexTrivia.best, extra: "\(Measurement.grouped(lexTrivia.result)) tokens", runs: lexTrivia.all)

if options.jobs > 1 {
    let lexParallel = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: options.jobs, includeTrivia: false) }
    corpus.report("lexer, \(options.jobs) jobs", lexParallel.best, extra: nil, runs: lexParallel.all)
}

// The corpus (repeated as needed) as one file of at least 50 MB: a single huge token array,
// checked to round-trip byte for byte.
let bigFile = BigFile.make(from: files, atLeast: 50 * 1_048_576)
let bigStats = CorpusStats([SourceFile(path: "big.swift", bytes: bigFile)])
let bigRun = Measurement.best(of: options.repeats) { LexerPass.run([SourceFile(path: "big.swift", bytes: bigFile)], jobs: 1, includeTrivia: false) }
bigStats.report("lexer, one \(bigFile.count / 1_048_576) MB file", bigRun.best, extra: BigFile.roundTripReport(bigFile), runs: bigRun.all)

print("peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes())) overall")
