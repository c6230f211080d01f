/// Swift's front end: the lexer, the structure built over its tokens, then the type facts and
/// the subscription sites read from both (`TypeFactsExtractor`, `SiteExtractor`).
enum SwiftFrontEnd: FrontEnd {
    static let feedsProjectIndex = true
    static let readsProjectHeaders = false
    static var fixer: FindingFixer.Type { SwiftFindingFixer.self }

    /// What the project index needs of a file that is known but not reported on: its type
    /// facts and the names it calls, the same as `scan` gives for them; no sites, no comments.
    static func scanForIndex(_ file: SourceFile, objc: ObjCOptions) -> FileAnalysis {
        file.bytes.withUnsafeBufferPointer { bytes in
            let lexed = Lexer.lex(bytes)
            let structure = StructureBuilder.build(tokens: lexed.tokens, bytes: bytes)
            var analysis = FileAnalysis(path: file.path)
            structure.tokens.withUnsafeBufferPointer { toks in
                analysis.types = TypeFactsExtractor.extract(structure, TokenText(bytes: bytes, tokens: toks), calledNames: &analysis.calledNames,
                                                                typeAliases: &analysis.typeAliases)
            }
            return analysis
        }
    }

    /// Per file, in parallel: lex, structure, extract type facts and subscription sites.
    /// Tokens are dropped before returning, so memory stays flat across large runs, except
    /// with `keepingSyntax` for a file that may get an edit (`FileAnalysis.syntax`).
    static func scan(_ file: SourceFile, knowledge: Knowledge, objc: ObjCOptions, keepingSyntax: Bool) -> FileAnalysis {
        file.bytes.withUnsafeBufferPointer { bytes in
            let lexed = Lexer.lex(bytes)
            let structure = StructureBuilder.build(tokens: lexed.tokens, bytes: bytes)
            var analysis = FileAnalysis(path: file.path, lexDiagnostics: lexed.diagnostics)
            structure.tokens.withUnsafeBufferPointer { toks in
                let limits = LimitLog()
                let text = TokenText(bytes: bytes, tokens: toks, limits: limits)
                // Read once: the type facts and the site extraction both ask.
                let imports = FilePrefilter.readImports(bytes)
                var reader: SiteExtractor?
                analysis.types = TypeFactsExtractor.extract(structure, text, calledNames: &analysis.calledNames, typeAliases: &analysis.typeAliases,
                                                            imports: imports, reader: &reader)
                if FilePrefilter.mayContainSubscriptions(bytes, needles: knowledge.prefilterNeedles, rarest: knowledge.prefilterRarest) {
                    analysis.importsTestFramework = imports.testFramework
                    if imports.mentionsRx {
                        // The type facts' reader was made with the standard knowledge: the
                        // sites reuse it (its tables cost as much as a file's chains) when the
                        // run's knowledge is that.
                        let made = reader.flatMap { knowledge.isStandard ? $0 : nil }
                        (analysis.sites, analysis.limitsReached) = SiteExtractor.sitesNotingLimits(structure: structure, text: text, knowledge: knowledge,
                                                                                                  reusing: made)
                        // The structure's bounded reads matter where there are subscriptions.
                        if !analysis.sites.isEmpty {
                            for what in structure.limitsReached + limits.reached where !analysis.limitsReached.contains(what) {
                                analysis.limitsReached.append(what)
                            }
                        }
                    }
                }
            }
            analysis.lineCount = bytes.isEmpty ? 0 : LineTable.lineCount(bytes)
            // Suppression comments are parsed only in files that mention them.
            if DirectiveComments.mentioned(in: bytes) {
                analysis.directives = DirectiveComments.collect(lexed.comments, bytes: bytes, lines: LineTable(bytes))
            }
            if !analysis.sites.isEmpty || !analysis.directives.isEmpty { analysis.retainedBytes = file.bytes }
            if keepingSyntax, !analysis.directives.isEmpty || Fixer.mayEdit(analysis) {
                analysis.syntax = FileSyntax(keeping: structure, comments: lexed.comments)
            }
            return analysis
        }
    }
}
