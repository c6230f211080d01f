/// A bag handed to a method of the same object: `bind(bag: disposeBag)`,
/// `self.bindAvatar(into: header.disposeBag)`. A subscription the method adds to its `bag`
/// parameter is then kept by the caller's bag, and the caller's object owns that bag.
public struct BagArgument: Sendable, Equatable {
    /// The called method's name and the argument's label.
    public var callee: String
    public var label: String
    /// The argument without a leading `self`: `["disposeBag"]`, `["header", "disposeBag"]`.
    public var path: [String]
    /// The method the call is in.
    public var caller: String
}

enum BagArgumentScanner {
    /// The bag arguments of calls on `self` (or without a receiver) in the file's types, by
    /// type position. Only the names the structure pass noted (ending in `bag`/`Bag`, ending
    /// an argument) are read, so files that hand no bags around pay nothing more.
    static func scan(_ s: FileStructure, _ t: TokenText, into facts: inout [TypeFacts]) {
        for value in s.bagValues {
            let j = Int(value)
            // Back over `a.b.` to the value's first name.
            var first = j
            while first >= 2, t.kind(first - 1) == .period, t.isName(first - 2) { first -= 2 }
            guard first >= 3, t.kind(first - 1) == .colon, t.isName(first - 2), t.keyword(first - 2) == .none,
                  t.kind(first - 3) == .leftParen || t.kind(first - 3) == .comma else { continue }
            guard let open = argumentListOpen(s, t, from: first - 3), open >= 1, t.isName(open - 1) else { continue }
            let callee = open - 1
            // On self or without a receiver only: another object's method keeps its own captures.
            if callee >= 1, t.kind(callee - 1) == .period {
                guard callee >= 2, t.keyword(callee - 2) == .self, !(callee >= 3 && t.kind(callee - 3) == .period) else { continue }
            }
            var path: [String] = []
            var k = first
            while k <= j {
                path.append(t.string(k))
                k += 2
            }
            let throughSelf = path.first == "self"
            if throughSelf { path.removeFirst() }
            guard !path.isEmpty, let (type, caller, parameters) = enclosingMember(s, at: j) else { continue }
            // A bag the calling method was itself given (`loginWithKakaoTalk(disposeBag:
            // disposeBag)` in `loginWithKakao(disposeBag:)`): its caller's, not self's.
            if !throughSelf, parameters.contains(path[0]) { continue }
            facts[type].bagArguments.append(BagArgument(callee: t.string(callee), label: t.string(first - 2), path: path, caller: caller))
        }
    }

    /// The `(` of the argument list that `from` (a `(` or `,` in it) belongs to.
    private static func argumentListOpen(_ s: FileStructure, _ t: TokenText, from: Int) -> Int? {
        var k = from
        var steps = 0
        while k >= 0, steps < 512 {
            let kind = t.kind(k)
            if kind == .leftParen { return s.match[k] >= 0 ? k : nil }
            if kind == .rightParen || kind == .rightSquare || kind == .rightBrace {
                guard s.match[k] >= 0, s.match[k] < k else { return nil }
                k = Int(s.match[k])
            } else if kind == .leftSquare || kind == .leftBrace || kind == .semicolon {
                return nil
            }
            k -= 1
            steps += 1
        }
        if k >= 0 { t.noteLimit("an argument list of more than 512 tokens before a bag argument") }
        return nil
    }

    /// The type position, method name and parameter names of the member function of a type
    /// enclosing token `j`.
    private static func enclosingMember(_ s: FileStructure, at j: Int) -> (Int, String, [String])? {
        let f = s.nearestFunction[Int(s.scopeOf[j])]
        guard f >= 0, s.scopes[Int(f)].item >= 0 else { return nil }
        let function = s.functions[Int(s.scopes[Int(f)].item)]
        guard function.typeIndex >= 0 else { return nil }
        return (Int(function.typeIndex), function.name, function.parameters)
    }
}
