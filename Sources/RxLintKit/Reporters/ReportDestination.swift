/// One `--report` request: a reporter and where its output goes.
public struct ReportDestination: Equatable {
    public var reporter: Reporter.Type
    /// nil for standard output.
    public var file: String?

    public static func == (a: ReportDestination, b: ReportDestination) -> Bool {
        a.reporter.identifier == b.reporter.identifier && a.file == b.file
    }

    public init(reporter: Reporter.Type, file: String?) {
        self.reporter = reporter
        self.file = file
    }

    /// Parses `FORMAT` or `FORMAT:FILE` (`sarif:out.sarif`, `github`).
    public static func parse(_ spec: String) throws -> ReportDestination {
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let reporter = ReporterRegistry.reporter(named: name) else {
            throw RxLintError.usage("unknown format '\(name)' (use one of \(ReporterRegistry.identifiers.joined(separator: ", ")))")
        }
        if parts.count == 2 {
            guard !parts[1].isEmpty else { throw RxLintError.usage("'--report \(spec)': missing file name after ':'") }
            return ReportDestination(reporter: reporter, file: String(parts[1]))
        }
        return ReportDestination(reporter: reporter, file: nil)
    }

    /// The outputs of a run: `--report`s, plus `--format` (to standard output), else the
    /// configuration's reporter, else text. At most one may write to standard output.
    public static func resolve(format: String?, reports: [String], configured: String?) throws -> [ReportDestination] {
        try requested(format: format, reports: reports).orDefault(configured: configured)
    }

    /// The outputs the command line asks for (`--report`s, then `--format`), checked; empty
    /// when it names none. Parsed before the configuration is read, so that a typo fails
    /// fast; the configuration's reporter fills in later (`orDefault`).
    public static func requested(format: String?, reports: [String]) throws -> [ReportDestination] {
        var destinations = try reports.map(parse)
        if let format {
            let d = try parse(format)
            guard d.file == nil else { throw RxLintError.usage("'--format' takes a format only; use '--report \(format)' to write a file") }
            destinations.append(d)
        }
        guard destinations.filter({ $0.file == nil }).count <= 1 else {
            throw RxLintError.usage("only one report can go to standard output; give the others a file ('--report sarif:out.sarif')")
        }
        return destinations
    }
}

extension [ReportDestination] {
    /// These destinations, or, when there are none, the `configured` reporter (else text) on
    /// standard output.
    public func orDefault(configured: String?) -> [ReportDestination] {
        guard isEmpty else { return self }
        return [ReportDestination(reporter: ReporterRegistry.reporter(named: configured ?? "text") ?? TextReporter.self, file: nil)]
    }
}
