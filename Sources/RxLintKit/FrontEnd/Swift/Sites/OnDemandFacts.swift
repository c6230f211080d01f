/// The per-file tables that only some sites need, each built on the first site that asks: what
/// the code does around local bags (`ScopeActivity`) and the code a cell runs per item
/// (`SetterRuns`). They read the structure the capture analysis holds (which outlives them in
/// the extractor) instead of keeping a copy of every table of their own for the few files that
/// ask.
final class OnDemandFacts {
    private unowned let captures: CaptureAnalysis

    init(_ captures: CaptureAnalysis) {
        self.captures = captures
    }

    lazy var activity = ScopeActivity(captures.s, captures.t)
    lazy var setterRuns = SetterRuns(structure: captures.s, text: captures.t)
}
