import Foundation

extension Analyzer {
    /// Single-core time of each per-file stage over `files`, cumulative (each figure includes
    /// the stages before it), best of `repeats` runs, for the benchmark's breakdown.
    public static func stageTimings(_ files: [SourceFile], knowledge: Knowledge = .standard, repeats: Int = 1) -> [(stage: String, seconds: Double)] {
        func best(_ body: () -> Void) -> Double {
            var fastest = Double.infinity
            for _ in 0..<max(1, repeats) {
                let start = DispatchTime.now().uptimeNanoseconds
                body()
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return fastest
        }
        func time(_ body: (SourceFile) -> Int) -> Double {
            var sink = 0
            let seconds = best { for f in files { sink &+= body(f) } }
            if sink == Int.min { print(sink) }
            return seconds
        }
        let lex = time { f in f.bytes.withUnsafeBufferPointer { Lexer.lex($0).tokens.count } }
        let structure = time { f in
            f.bytes.withUnsafeBufferPointer { b in StructureBuilder.build(tokens: Lexer.lex(b).tokens, bytes: b).scopes.count }
        }
        let facts = time { f in
            f.bytes.withUnsafeBufferPointer { b in
                let s = StructureBuilder.build(tokens: Lexer.lex(b).tokens, bytes: b)
                return s.tokens.withUnsafeBufferPointer { TypeFactsExtractor.extract(s, TokenText(bytes: b, tokens: $0)).count }
            }
        }
        let scan = time { Analyzer.scan($0, knowledge: knowledge).sites.count }
        let scanned = files.map { Analyzer.scan($0, knowledge: knowledge) }
        var index = ProjectIndex(facts: [])
        let indexTime = best { index = ProjectIndex(scanned) }
        var findings = 0
        let check = best {
            for f in scanned { findings += Analyzer.check(f, index: index, options: AnalysisOptions(knowledge: knowledge)).count }
        }
        let siteCount = scanned.reduce(0) { $0 + $1.sites.count }
        return [("lex", lex), ("+ structure", structure), ("+ type facts", facts), ("+ sites (\(siteCount))", scan),
                ("index", indexTime), ("check", check)]
    }
}
