/// A sequence one of a type's methods hands to a method of another object
/// (`output.receiveBannerData(bannerData: DataManager.getBanner(path: path))`,
/// `viewModel.bind(tap: button.rx.tap.asObservable())`): what a parameter of that method is
/// given, read where it is written. A subscription whose source is such a parameter learns
/// from every call the project makes how it ends (`SourceResolver`, "decided by callers").
public struct PassedArgument: Sendable, Equatable {
    /// The method called (`receiveBannerData`) and the argument's label ("" for none).
    public var callee: String
    public var label: String
    /// For a value made by a call with labelled arguments (`let input = ViewModel.Input(tap:
    /// button.rx.tap.asObservable())` passed as `transform(input: input)`), the label of the
    /// argument these chains were given for (`tap`: what `input.tap` holds); "" for the whole value.
    public var member = ""
    /// For such a value, the type its initializer is qualified with (`ViewModel` of
    /// `ViewModel.Input(tap: …)`): only a method of that type (or a subtype) is given it; ""
    /// when unqualified (`Input(…)`, `.init(…)`).
    public var memberOwner = ""
    /// The argument's chains (each branch of a conditional apart), parsed in the caller's file.
    public var chains: [SourceChain]
    /// The calling method, in the type these facts describe.
    public var function: String
    public var isStatic: Bool
}

/// One `PassedArgument` as the index keeps it: with the calling type's name and file.
struct PassedArgumentUse: Sendable {
    var callerType: String
    var file: Int32
    /// The calling type's position among its file's type facts: where the caller's names
    /// are resolved (`ProjectIndex.enterType`).
    var callerPosition: Int32
    var argument: PassedArgument
}

/// Finds the arguments a file's methods pass in calls (`x.name(label: value)`, `name(label: value)`), for
/// `TypeFacts.passedArguments`. Only values whose end the caller's code may tell are kept: an
/// RxCocoa member, a sequence type or a conversion to one named in them (`button.rx.tap`,
/// `Observable.just(x)`, `api.banner().asObservable()`), the labelled arguments of a
/// value made for the parameter (`Input(tap: …)`), and a parameter of the caller handed on; not
/// a literal, a closure, an implicit member (`.zero`), `self`, another lone name or a plain
/// property path.
enum PassedArgumentScanner {
    /// Calls whose arguments never matter to a parameter's source: Rx's own operators and
    /// subscriptions, and the common calls that take values rather than sequences.
    private static let skipped: Set<String> = RxCatalog.operatorNames.union([
        "subscribe", "bind", "drive", "emit", "disposed", "insert", "accept", "onNext", "on", "append", "dispose",
        "addDisposableTo", "subscribeNext", "asObservable", "asDriver", "asSignal", "async", "asyncAfter", "sync",
        "present", "dismiss", "pushViewController", "popViewController", "setTitle", "register", "dequeueReusableCell",
        "addSubview", "addTarget", "set", "post", "addObserver", "removeObserver", "perform", "print", "init",
        // Common UIKit and Foundation calls, which take values, not sequences.
        "setTitleColor", "setImage", "setAttributedTitle", "setBackgroundImage", "addArrangedSubview", "insertSubview",
        "addGestureRecognizer", "reloadData", "reloadSections", "reloadItems", "reloadRows", "setContentOffset", "scrollToItem",
        "scrollToRow", "deselectRow", "selectRow", "setNavigationBarHidden", "convert", "contains", "firstIndex", "remove",
        "joined", "replacingOccurrences", "components", "string", "date", "data", "decode", "encode", "jsonObject",
        "equalTo", "offset", "inset", "multipliedBy", "makeConstraints", "remakeConstraints", "updateConstraints",
        "constraint", "activate", "animate", "transition", "show", "hide", "setValue", "value", "object", "removeAll",
    ])
    private static let skippedNames = ByteNameSet(skipped)

    static func scan(_ facts: inout [TypeFacts], _ s: FileStructure, _ t: TokenText, reader: inout SiteExtractor?) {
        let n = s.tokens.count
        // Arguments are split by the parser alone; the extractor (which copies the structure)
        // is made only for a value that is read.
        let parser = ChainParser(match: s.match, t: t)
        func parsedChains(_ start: Int, _ end: Int) -> [SourceChain] {
            if reader == nil { reader = SiteExtractor(structure: s, text: t, knowledge: .standard) }
            guard let chains = reader?.chains(from: start, to: end), !chains.isEmpty, chains.allSatisfy({ !$0.root.path.isEmpty }) else { return [] }
            return chains
        }
        // Every call `name(…)` and `x.name(…)`: a bare one is a method of self's type handing on
        // what it was given (`inputBind(input: input)`).
        var j = 0
        while j + 2 < n {
            defer { j += 1 }
            guard t.kind(j + 1) == .leftParen, t.kind(j) == .identifier, t.keyword(j) == .none else { continue }
            let isMember = j >= 1 && t.kind(j - 1) == .period
            // A bare call is read only for a parameter handed on, and only of a method (a
            // lower-case name: not a type's initializer).
            if !isMember, !startsLowercase(j, t) { continue }
            let close = Int(s.match[j + 1])
            guard close > j + 2, close < n else { continue }
            let sc = Int(s.scopeOf[j])
            let fs = Int(s.nearestFunction[sc])
            guard fs >= 0, s.scopes[fs].kind == .functionBody, s.scopes[fs].item >= 0 else { continue }
            // Read in place until the call is kept: a copy of the declaration retains its names.
            let fi = Int(s.scopes[fs].item)
            guard s.functions[fi].typeIndex >= 0 else { continue }
            // Compared as bytes: no String (nor hash) for the calls passed over.
            guard !skippedNames.contains(t, j) else { continue }
            // The arguments' tokens last: most calls were passed over above.
            guard isMember ? hasChainArgument(open: j + 1, close: close, t) : hasLoneNameArgument(open: j + 1, close: close, t) else { continue }
            let f = s.functions[fi]
            let callee = t.string(j)
            for a in parser.arguments(open: j + 1, close: close) where a.end > a.start {
                if isMember, let made = madeValue(a.start, a.end, s, t) {
                    // `transform(input: input)` with `let input = Input(tap: …)`, or the value
                    // made in place: what each of its labelled arguments is.
                    for m in parser.arguments(open: made.open, close: made.close) where !m.label.isEmpty && m.end > m.start {
                        guard isChainValue(m.start, m.end, t) else { continue }
                        let chains = parsedChains(m.start, m.end)
                        guard !chains.isEmpty else { continue }
                        var argument = PassedArgument(callee: callee, label: a.label, chains: chains, function: f.name, isStatic: f.isStatic)
                        argument.member = m.label
                        argument.memberOwner = made.owner
                        facts[Int(f.typeIndex)].passedArguments.append(argument)
                    }
                    continue
                }
                // A parameter of the caller handed on as it is (`inputBind(input: input)`): what
                // the caller's own callers pass decides (`SourceResolver`).
                let chains: [SourceChain]
                if a.end - a.start == 1, t.isName(a.start), let k = f.parameters.firstIndex(where: { t.equals(a.start, name: $0) }) {
                    // Made here, not parsed: a lone name needs no extractor.
                    guard f.kind == .function, let origin = parameterOrigin(f, k, t) else { continue }
                    var root = ChainRoot(path: [f.parameters[k]], isCall: false, hasPeriod: false, create: nil, text: f.parameters[k])
                    root.object = .parameter
                    root.parameterOf = origin
                    chains = [SourceChain(root: root, operators: [])]
                } else {
                    guard isMember, isChainValue(a.start, a.end, t) else { continue }
                    chains = parsedChains(a.start, a.end)
                    guard !chains.isEmpty else { continue }
                }
                facts[Int(f.typeIndex)].passedArguments.append(PassedArgument(callee: callee, label: a.label, chains: chains,
                                                                              function: f.name, isStatic: f.isStatic))
            }
        }
    }

    /// The parentheses of the call that makes the value of tokens [start, end): a type's
    /// initializer written in place (`Input(tap: …)`, `ViewModel.Input(…)`, `.init(…)`), or a
    /// lone name bound earlier in the same function to one (`let input = Input(…)`).
    private static func madeValue(_ start: Int, _ end: Int, _ s: FileStructure, _ t: TokenText) -> (open: Int, close: Int, owner: String)? {
        if end - start == 1, t.isName(start) {
            guard let local = latestLocal(named: start, s, t), local.initializerStart >= 0, local.initializerEnd > local.initializerStart else { return nil }
            return initializerCall(Int(local.initializerStart), Int(local.initializerEnd), s, t)
        }
        return initializerCall(start, end, s, t)
    }

    /// `Type(…)`, `A.Type(…)` or `.init(…)` spanning tokens [start, end) exactly.
    private static func initializerCall(_ start: Int, _ end: Int, _ s: FileStructure, _ t: TokenText) -> (open: Int, close: Int, owner: String)? {
        let close = end - 1
        guard close > start, t.kind(close) == .rightParen else { return nil }
        let open = Int(s.match[close])
        guard open > start, t.isName(open - 1) else { return nil }
        let name = open - 1
        let typeNamed = t.name(name).utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
        guard typeNamed || t.equals(name, "init") else { return nil }
        // Only names and periods before it: no call or operator on the way.
        for k in start..<name where !(t.isName(k) || t.kind(k) == .period) { return nil }
        // `Owner.Input(…)`: the type it is nested in.
        let owner = name - 2 >= start && t.kind(name - 1) == .period && t.isName(name - 2) && typeNamed ? t.string(name - 2) : ""
        return (open, close, owner)
    }

    /// The latest local of the name at token `j` declared before it in the same function (a
    /// bounded look back over the file's locals).
    private static func latestLocal(named j: Int, _ s: FileStructure, _ t: TokenText) -> LocalDecl? {
        var low = 0, high = s.locals.count
        while low < high {
            let mid = (low + high) / 2
            if Int(s.locals[mid].nameToken) < j { low = mid + 1 } else { high = mid }
        }
        let function = s.nearestFunction[Int(s.scopeOf[j])]
        var k = low - 1
        var looked = 0
        while k >= 0, looked < 64 {
            let local = s.locals[k]
            if s.nearestFunction[Int(local.scope)] != function { return nil }
            if t.equals(Int(local.nameToken), name: t.name(j)) { return local }
            k -= 1
            looked += 1
        }
        return nil
    }

    /// Whether some argument between the parentheses may be a sequence this reads to its end
    /// (see `isChainValue`), or a lone name (a local made with labelled arguments): a cheap
    /// look at the tokens before any list is built.
    private static func hasChainArgument(open: Int, close: Int, _ t: TokenText) -> Bool {
        var j = open + 1
        while j < close {
            if namesSequence(j, t) { return true }
            // `input: input` or `transform(input)`, a local that may hold a value made with
            // labelled arguments.
            if t.isName(j), t.kind(j - 1) == .colon || j == open + 1 || t.kind(j - 1) == .comma, j + 1 == close || t.kind(j + 1) == .comma {
                return true
            }
            j += 1
        }
        return false
    }

    /// Function `f` and the label its callers write for its parameter `k` ("" for `_ name:`).
    private static func parameterOrigin(_ f: FunctionDecl, _ k: Int, _ t: TokenText) -> ParameterOrigin? {
        t.callLabel(ofParameter: k, of: f).map { ParameterOrigin(function: f.name, label: $0) }
    }

    /// Whether some argument is a lone name (`input: input`).
    private static func hasLoneNameArgument(open: Int, close: Int, _ t: TokenText) -> Bool {
        var j = open + 2
        while j < close {
            if t.isName(j), t.kind(j - 1) == .colon, j + 1 == close || t.kind(j + 1) == .comma { return true }
            j += 1
        }
        return false
    }

    /// Whether the name at token `j` starts with a lower-case ASCII letter.
    private static func startsLowercase(_ j: Int, _ t: TokenText) -> Bool {
        let start = Int(t.tokens[j].start)
        guard start < t.bytes.count else { return false }
        let byte = t.bytes[start]
        return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// Whether tokens [start, end) are a value that may be a sequence whose end its caller's
    /// code tells: starting with a name (or `self`), with a call in it (a factory, a request, a
    /// project method) or an RxCocoa member (`button.rx.tap`). A plain property path
    /// (`titleLabel.snp.bottom`, `viewModel.items`) is left out: read from here it would end
    /// never or be unknown, which decides nothing.
    private static func isChainValue(_ start: Int, _ end: Int, _ t: TokenText) -> Bool {
        guard t.isName(start) || t.keyword(start) == .self, end - start >= 2 else { return false }
        for j in start..<end where namesSequence(j, t) { return true }
        return false
    }

    /// Names that mark a value as a sequence: an RxCocoa member (`button.rx.tap`), a sequence
    /// type named (`Observable.just(…)`, `Single.create`), or a conversion to one
    /// (`api.banner().asObservable()`). A value without one (a plain call, `UIImage(named:)`)
    /// is not read: most arguments are not sequences, and parsing them all cost more than
    /// the rest of a file's facts.
    private static func namesSequence(_ j: Int, _ t: TokenText) -> Bool {
        guard t.kind(j) == .identifier else { return false }
        let start = Int(t.tokens[j].start)
        switch t.bytes[start] {
        case UInt8(ascii: "r"): return t.equals(j, "rx")
        case UInt8(ascii: "a"): return sequenceConversions.contains { t.equals(j, $0) }
        case UInt8(ascii: "O"), UInt8(ascii: "S"), UInt8(ascii: "M"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            return sequenceTypes.contains { t.equals(j, $0) }
        default: return false
        }
    }

    private static let sequenceConversions: [StaticString] = ["asObservable", "asDriver", "asSignal", "asSingle", "asMaybe", "asCompletable"]
    private static let sequenceTypes: [StaticString] = ["Observable", "Single", "Maybe", "Completable", "Driver", "Signal"]
}
