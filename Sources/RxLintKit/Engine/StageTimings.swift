import Foundation

extension Analyzer {
    /// Single-core CPU time of each per-file stage over `files`, cumulative (each figure
    /// includes the stages before it), for the benchmark's breakdown.
    public static func stageTimings(_ files: [SourceFile], knowledge: Knowledge = .standard) -> [(stage: String, seconds: Double)] {
        func time(_ body: (SourceFile) -> Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            var sink = 0
            for f in files { sink &+= body(f) }
            if sink == Int.min { print(sink) }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
        let needles = knowledge.prefilterNeedles
        let scan = time { Analyzer.scan($0, knowledge: knowledge, needles: needles).sites.count }
        let scanned = files.map { Analyzer.scan($0, knowledge: knowledge, needles: needles) }
        let indexStart = DispatchTime.now().uptimeNanoseconds
        let index = ProjectIndex(scanned)
        let indexTime = Double(DispatchTime.now().uptimeNanoseconds - indexStart) / 1e9
        let checkStart = DispatchTime.now().uptimeNanoseconds
        var findings = 0
        for f in scanned { findings += Analyzer.check(f, index: index, options: AnalysisOptions(knowledge: knowledge)).count }
        let check = Double(DispatchTime.now().uptimeNanoseconds - checkStart) / 1e9
        let siteCount = scanned.reduce(0) { $0 + $1.sites.count }
        return [("lex", lex), ("+ structure", structure), ("+ type facts", facts), ("+ sites (\(siteCount))", scan),
                ("index (serial)", indexTime), ("check", check)]
    }
}
