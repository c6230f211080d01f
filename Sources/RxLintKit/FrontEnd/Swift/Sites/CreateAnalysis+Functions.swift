/// How a function's returned sequence ends, when its body says so at once: a factory alone
/// (`Single.just(x)`, `.never()`), or an inline `create { … }`. Read for the project index
/// (methods) and for the local functions a chain calls (`func load() -> Single<T>` inside a
/// playground's example or a test).
extension CreateAnalysis {
    /// `func f() -> Observable<T> { return Observable.create { … } }`: the create's behaviour;
    /// `.completesSynchronously`/`.neverCompletes` for a synchronous factory or `never()`.
    func behaviour(ofFunction f: FunctionDecl) -> CreateBehaviour? {
        let scope = s.scopes[Int(f.scope)]
        var j = Int(scope.open) + 1
        if j < Int(scope.close), t.keyword(j) == .return { j += 1 }
        if let factory = returnedFactory(from: j, close: Int(scope.close)) {
            if RxCatalog.synchronousFactories.contains(factory) { return .completesSynchronously }
            if factory == "never" { return .neverCompletes }
        }
        // Expect `Type(.<T>)?.create {` or `.create {` at the start of the body.
        var k = j
        let limit = min(Int(scope.close), j + 12)
        while k < limit {
            if t.equals(k, "create"), k > 0, t.kind(k - 1) == .period {
                var open = k + 1
                if open < limit, t.kind(open) == .leftParen, s.match[open] > open { open = Int(s.match[open]) + 1 }
                guard open < Int(scope.close), t.kind(open) == .leftBrace else { return nil }
                let sc = s.scopeOf[open]
                guard s.scopes[Int(sc)].kind == .closure else { return nil }
                return behaviour(ofClosure: Int(s.scopes[Int(sc)].item))
            }
            k += 1
        }
        return nil
    }

    /// For a body that is only `Single.just(x)`, `.never()`, `Observable<Int>.of(1, 2)`, …, the
    /// factory's name.
    private func returnedFactory(from start: Int, close: Int) -> String? {
        var j = start
        if j < close, t.isName(j), t.kind(j) != .period {
            j += 1
            if j < close, t.kind(j) == .operator, t.isByte(j, UInt8(ascii: "<")) {
                while j < close, !(t.kind(j) == .operator && StructureBuilder.angleDelta(t, j) < 0) { j += 1 }
                j += 1
            }
        }
        guard j + 2 < close, t.kind(j) == .period, t.isName(j + 1), t.kind(j + 2) == .leftParen, s.match[j + 2] > j + 2,
              Int(s.match[j + 2]) + 1 == close else { return nil }
        return t.string(j + 1)
    }
}
