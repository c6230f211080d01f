import Foundation
import RxLintKit

// Benchmark: generates an RxSwift corpus in memory (untimed), then times the lexer alone
// and the whole pipeline (Engine.lint + JSON encoding of the findings).

let (parsed, problem) = BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
guard let options = parsed else {
    if let problem {
        FileHandle.standardError.write(Data("rxlint-bench: \(problem)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
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

let lexSingle = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: 1, includeTrivia: false) }
corpus.report("lexer, 1 core", seconds: lexSingle.seconds, extra: "\(Measurement.grouped(lexSingle.result)) tokens", runs: lexSingle.all)

let lexTrivia = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: 1, includeTrivia: true) }
corpus.report("lexer+trivia", seconds: lexTrivia.seconds, extra: "\(Measurement.grouped(lexTrivia.result)) tokens", runs: lexTrivia.all)

if options.jobs > 1 {
    let lexParallel = Measurement.best(of: options.repeats) { LexerPass.run(files, jobs: options.jobs, includeTrivia: false) }
    corpus.report("lexer, \(options.jobs) jobs", seconds: lexParallel.seconds, extra: nil, runs: lexParallel.all)
}

if !options.lexerOnly {
    let endToEnd = Measurement.best(of: options.repeats) { () -> (findings: Int, json: Int) in
        let result = Engine.lint(files, options: AnalysisOptions(), jobs: options.jobs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(result.findings)) ?? Data()
        return (result.findings.count, json.count)
    }
    corpus.report("end to end, \(options.jobs) jobs", seconds: endToEnd.seconds,
                  extra: "\(Measurement.grouped(endToEnd.result.findings)) findings, \(Measurement.megabytes(endToEnd.result.json)) JSON",
                  runs: endToEnd.all)
}

print("peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes())) (corpus itself: \(Measurement.megabytes(corpus.bytes)))")
