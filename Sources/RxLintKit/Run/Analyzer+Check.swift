extension Analyzer {
    /// Per file, in parallel, after the index is built: the model and the rules.
    public static func check(_ file: FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        var file = file
        return check(releasingSitesOf: &file, index: index, options: options)
    }

    /// Like `check`, but takes the sites out of `file` as it goes: each is moved, not copied,
    /// into the model's questions and released once checked. (Copying a site retains each of
    /// its strings and arrays, and releases them again afterwards.)
    static func check(releasingSitesOf file: inout FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        // A file whose analysis stopped at a bound says so, whatever else it finds: a verdict
        // must never change silently with the size of the input.
        let limit = options.rules.runs(AnalysisLimitRule.description.identifier) ? AnalysisLimitRule.finding(file) : nil
        // Most files have no site: nothing to scope the index for.
        guard !file.sites.isEmpty || !file.objcSites.isEmpty else { return limit.map { [$0] } ?? [] }
        // Names mean what they mean in this file (its module, its file-private types).
        var index = index.scoped(toFile: file.path)
        // The Objective-C sites first: the Swift sites' check enters each site's type.
        let objc = checkObjCSites(file, index: index, options: options)
        return checkSites(releasingSitesOf: &file, index: &index, options: options) + objc + (limit.map { [$0] } ?? [])
    }

    /// The rules' findings of a file's ReactiveObjC sites, site by site in source order, each
    /// site with what the index adds to its facts (`ObjCSite.resolved`).
    private static func checkObjCSites(_ file: FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        guard !file.objcSites.isEmpty else { return [] }
        let rules = RuleRegistry.objcSiteRules.filter { options.rules.runs($0.description.identifier) }
        let diagnostics = RuleRegistry.diagnostics(ofSites: file.objcSites.map { $0.resolved(against: index) }, rules: rules)
        return findings(diagnostics, in: file)
    }

    /// `index`: scoped to the file; each site's type is entered in it as the site is checked.
    private static func checkSites(releasingSitesOf file: inout FileAnalysis, index: inout ProjectIndex, options: AnalysisOptions) -> [Finding] {
        guard !file.sites.isEmpty, file.retainedBytes != nil else { return [] }
        let rules = RuleRegistry.siteRules.filter { options.rules.runs($0.description.identifier) }
        guard !rules.isEmpty else { return [] }
        let ruleOptions = rules.map { options.ruleOptions[$0.description.identifier] ?? [:] }
        var diagnostics: [Diagnostic] = []
        /// One diagnostic per rule and position.
        struct Place: Hashable { var rule: String; var start: Int32 }
        var seen: Set<Place> = []
        var sites: [SubscriptionSite] = []
        swap(&sites, &file.sites)
        // A closure nested in a chain closure may be a chain closure of its own subscription
        // (a subscribe inside an onNext): that subscription, not the outer one, keeps it.
        var direct: Set<Int32> = []
        for k in sites.indices { for c in sites[k].strongCaptures where !c.isNested { direct.insert(c.start) } }
        let inTestCode = TestCode.isTestCode(path: file.path, importsTestFramework: file.importsTestFramework)
        // Taken from the end (a move, where reading an element in place or reordering the
        // array would copy it); each site's diagnostics go in its slot, and are kept in source
        // order below.
        var found = [[Diagnostic]](repeating: [], count: sites.count)
        while let site = sites.popLast() {
            // ... and inside the site's type, what its nested types and its own name mean there.
            index.enterType(site.context.typeIndex)
            guard CallResolver.isRxSubscription(site, index: index) else { continue }
            let model: OwnershipModel
            if site.strongCaptures.contains(where: { $0.isNested && direct.contains($0.start) }) {
                var own = site
                own.strongCaptures.removeAll { $0.isNested && direct.contains($0.start) }
                model = OwnershipModel.resolve(own, index: index, knowledge: options.knowledge, inTestCode: inTestCode)
            } else {
                model = OwnershipModel.resolve(site, index: index, knowledge: options.knowledge, inTestCode: inTestCode)
            }
            // The first rule's list is taken as it is: appending it to an empty one copies it.
            var own: [Diagnostic] = []
            for (rule, ruleOptions) in zip(rules, ruleOptions) {
                var d = rule.check(model, options: ruleOptions)
                // The edits that need the index and the file, which the model does not carry.
                for k in d.indices { d[k].fixKind = rule.fixKind(d[k], site: site, file: file.path, index: index) ?? d[k].fixKind }
                if own.isEmpty { own = d } else { own += d }
            }
            found[sites.count] = own
        }
        for d in found.joined() where seen.insert(Place(rule: d.rule, start: d.start)).inserted {
            diagnostics.append(d)
        }
        return findings(diagnostics, in: file)
    }

    /// Positions for `diagnostics`, from the file's retained bytes.
    static func findings(_ diagnostics: [Diagnostic], in file: FileAnalysis) -> [Finding] {
        guard !diagnostics.isEmpty, let bytes = file.retainedBytes else { return [] }
        let lines = file.lines ?? LineTable(bytes)
        return bytes.withUnsafeBufferPointer { buf in
            diagnostics.map { d in
                let a = lines.location(of: d.start, in: buf)
                let first = lines.location(of: d.statementStart, in: buf)
                let last = lines.location(of: d.statementEnd, in: buf)
                var finding = Finding(rule: d.rule, severity: d.severity, message: d.message, file: file.path,
                                      line: a.line, column: a.column, endLine: last.line, endColumn: last.column,
                                      verdict: d.verdict, chain: d.chain, fix: d.fix)
                finding.statementLine = first.line
                finding.statementColumn = first.column
                finding.fixKind = d.fixKind
                return finding
            }
        }
    }
}
