/// What kind of construct a `{ … }` opens.
public enum ScopeKind: UInt8, Sendable {
    case file
    case typeBody
    case functionBody   // func, init, deinit, subscript, accessor bodies
    case accessorBlock  // `var x: T { … }` holding get/set/willSet/didSet or an implicit getter
    case closure
    case block          // if/guard/for/while/switch/do/catch/defer/repeat bodies
}

/// A brace-delimited region of tokens.
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// Token index of the `{` (or -1 for the file scope).
    public var open: Int32
    /// Token index of the matching `}` (or the token count when unterminated).
    public var close: Int32
    /// Enclosing scope, -1 for the file scope.
    public var parent: Int32
    /// Index into `types`, `functions` or `closures`, depending on `kind`; -1 otherwise.
    public var item: Int32
}

public enum TypeKind: UInt8, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`

    /// Whether `self` is a reference. Extensions and protocols are decided by the index.
    public var isReference: Bool? {
        switch self {
        case .class, .actor: return true
        case .struct, .enum: return false
        case .protocol, .extension: return nil
        }
    }
}

/// A type declaration or extension.
public struct TypeDecl: Sendable {
    public var kind: TypeKind
    public var name: String
    /// Names in the inheritance clause (last component, generics stripped); a protocol's
    /// `class` is written `AnyObject`.
    public var inherited: [String]
    public var scope: Int32
    /// Token index of the name.
    public var nameToken: Int32
    /// The access modifier written on the declaration (`private extension`, `fileprivate class`).
    public var access: AccessLevel = .unspecified
    /// What its `where` clause requires of `Self` (`extension P where Self: UIViewController`
    /// → `["UIViewController"]`).
    public var selfConstraints: [String] = []
}

/// An access modifier as written (`internal` and none are alike).
public enum AccessLevel: UInt8, Sendable {
    case unspecified, `private`, `fileprivate`, `public`

    /// `private` or `fileprivate`: visible only in its file.
    public var isFileLocal: Bool { self == .private || self == .fileprivate }
}

public enum FunctionKind: UInt8, Sendable {
    case function, initializer, deinitializer, subscriptDecl, accessor
}

/// A function-like declaration with a body.
public struct FunctionDecl: Sendable {
    public var kind: FunctionKind
    public var name: String
    /// Base name of the declared return type (`Single` for `-> Single<User>`), or "".
    public var returnType: String
    public var scope: Int32
    /// Index of the enclosing type in `types`, or -1.
    public var typeIndex: Int32
    public var isStatic: Bool
    /// Internal parameter names.
    public var parameters: [String] = []
    /// The first token of each parameter's declared type, in the same order.
    public var parameterTypeTokens: [Int32] = []
}

/// How a closure captures one name.
public enum CaptureStrength: UInt8, Sendable {
    case strong, weak, unowned
}

/// One entry of a closure's capture list: `weak self`, `unowned vm = self.viewModel`, `self`.
public struct CaptureEntry: Sendable {
    public var strength: CaptureStrength
    public var name: String
    /// True when the captured value is `self` itself (`[weak self]`, `[self]`, `[weak me = self]`).
    public var capturesSelf: Bool
    /// Token index of the entry's first token.
    public var token: Int32
}

/// A closure expression.
public struct ClosureDecl: Sendable {
    public var scope: Int32
    public var captures: [CaptureEntry]
    public var parameters: [String]
    /// Token index of `in`, or -1 when the closure has no signature.
    public var inToken: Int32
    /// Token index of the first token of the body.
    public var bodyStart: Int32
}

/// A stored or computed property of a type (only those declared directly in a type body).
public struct PropertyDecl: Sendable {
    public var name: String
    /// Base name of the annotated type, or of the initializer's called type (`DisposeBag` for
    /// `= DisposeBag()`), or "".
    public var typeName: String
    /// Base name of the annotated type's first generic argument's container, e.g. "" mostly.
    public var isStatic: Bool
    /// Declared `weak` or `unowned`: the owner does not keep the object alive.
    public var isWeak: Bool = false
    /// Declared `@IBOutlet`: its object belongs to the view hierarchy the owner's nib or
    /// storyboard loads (the owner's view, or the owner itself for a view or cell).
    public var isOutlet: Bool = false
    /// Its access: its own modifier, else a `private`/`fileprivate` extension's (which its
    /// members take as `fileprivate`).
    public var access: AccessLevel = .unspecified
    public var isComputed: Bool
    public var typeIndex: Int32
    public var nameToken: Int32
    /// Token range of the initializer expression (after `=`), empty when none.
    public var initializerStart: Int32
    public var initializerEnd: Int32
}

/// A local `let`/`var` inside a function or closure body.
public struct LocalDecl: Sendable {
    public var name: String
    public var typeName: String
    public var nameToken: Int32
    /// Innermost scope holding the declaration.
    public var scope: Int32
    public var initializerStart: Int32
    public var initializerEnd: Int32
}

/// What the structural pass finds in one file's tokens: scopes, declarations, closures, and the
/// per-token tables later stages read. Made once per file and then only read, by every later
/// stage: a class, so that handing it on is one reference. (A struct of two dozen arrays was
/// copied about seven times per file, each copy retaining and releasing every array.)
public final class FileStructure: Sendable {
    public let tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for others and unmatched ones.
    public let match: [Int32]
    /// For each token, the innermost scope containing it.
    public let scopeOf: [Int32]
    public let scopes: [Scope]
    public let types: [TypeDecl]
    public let functions: [FunctionDecl]
    public let closures: [ClosureDecl]
    public let properties: [PropertyDecl]
    public let locals: [LocalDecl]
    /// Hashes of the names the file calls or passes as functions (`CalledNames`), each once.
    public let calledNames: [UInt32]
    /// `=` tokens that follow a name: candidate assignments to properties.
    public let assignments: [Int32]
    /// Name tokens of the file-scope `let`/`var` declarations of a `DisposeBag` (`let
    /// disposeBag = DisposeBag()` outside any type): bags that live as long as the process.
    public let globalBags: [Int32]
    /// Identifiers after a `.` and before a `(` or `{` (`.subscribe(`, `.dispose(`,
    /// `.bind {`), in order: the member calls later passes look for, without walking every token.
    public let memberCalls: [Int32]
    /// Names ending in `bag`/`Bag` that end an argument (`bag: disposeBag)`, `self.bag,`), in
    /// order: the candidates `BagArgumentScanner` reads.
    public let bagValues: [Int32]
    /// Every `self`, `let` and `var` token, in order (`CaptureAnalysis` reads uses and
    /// rebindings of self from them).
    public let selfAndBindings: [Int32]
    /// Every `typealias` keyword token, in order (few files have one).
    public let typealiases: [Int32]
    /// Bounded reads of the pass that stopped at their bound (`analysis_limit`).
    public let limitsReached: [String]
    /// Per scope: the innermost closure scope at or above it without crossing a function or
    /// type boundary (-1 if none), the innermost function-like scope, and the innermost type
    /// scope. Precomputed so later stages never walk up deep nesting.
    public let nearestClosure: [Int32]
    public let nearestFunction: [Int32]
    public let nearestType: [Int32]

    init(_ parts: consuming FileStructureParts) {
        tokens = parts.tokens
        match = parts.match
        scopeOf = parts.scopeOf
        scopes = parts.scopes
        types = parts.types
        functions = parts.functions
        closures = parts.closures
        properties = parts.properties
        locals = parts.locals
        calledNames = parts.calledNames
        assignments = parts.assignments
        globalBags = parts.globalBags
        memberCalls = parts.memberCalls
        bagValues = parts.bagValues
        selfAndBindings = parts.selfAndBindings
        typealiases = parts.typealiases
        limitsReached = parts.limitsReached
        nearestClosure = parts.nearestClosure
        nearestFunction = parts.nearestFunction
        nearestType = parts.nearestType
    }

    /// The same structure holding `tokens` (its tokens, in an array of another capacity).
    func withTokens(_ tokens: [Token]) -> FileStructure {
        var parts = FileStructureParts(tokens: tokens, match: match, scopeOf: scopeOf, scopes: scopes, types: types, functions: functions,
                                       closures: closures, properties: properties, locals: locals)
        parts.calledNames = calledNames
        parts.assignments = assignments
        parts.globalBags = globalBags
        parts.memberCalls = memberCalls
        parts.bagValues = bagValues
        parts.selfAndBindings = selfAndBindings
        parts.typealiases = typealiases
        parts.limitsReached = limitsReached
        parts.nearestClosure = nearestClosure
        parts.nearestFunction = nearestFunction
        parts.nearestType = nearestType
        return FileStructure(parts)
    }

    /// Index one past the last token of the expression starting at `start`.
    public func expressionEnd(from start: Int) -> Int32 {
        FileStructureParts.expressionEnd(from: start, tokens, match)
    }

    /// Whether scope `inner` is `outer` or nested in it (scopes are token intervals).
    @inline(__always)
    public func scope(_ inner: Int32, isWithin outer: Int32) -> Bool {
        let a = scopes[Int(outer)]
        let b = scopes[Int(inner)]
        return a.open <= b.open && b.close <= a.close
    }

    /// Whether type declaration `k` can be named only in this file: it, or a type it is
    /// nested in, is `private` or `fileprivate` (another file's type of that name is another type).
    public func isFileLocal(type k: Int) -> Bool {
        var scope = types[k].scope
        while scope >= 0 {
            let s = scopes[Int(scope)]
            if s.kind == .typeBody, s.item >= 0, types[Int(s.item)].access.isFileLocal { return true }
            scope = s.parent
        }
        return false
    }

    /// The closure enclosing closure `c` directly (no function boundary between), or nil.
    public func parentClosure(of c: Int) -> Int? {
        let parent = scopes[Int(closures[c].scope)].parent
        guard parent >= 0 else { return nil }
        let n = nearestClosure[Int(parent)]
        return n >= 0 ? Int(scopes[Int(n)].item) : nil
    }
}

/// A file's structure while `StructureBuilder` makes it: filled in steps, then frozen into
/// a `FileStructure`.
struct FileStructureParts {
    var tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for others and unmatched ones.
    var match: [Int32]
    /// For each token, the innermost scope containing it.
    var scopeOf: [Int32]
    var scopes: [Scope]
    var types: [TypeDecl]
    var functions: [FunctionDecl]
    var closures: [ClosureDecl]
    var properties: [PropertyDecl]
    var locals: [LocalDecl]
    /// Hashes of the names the file calls or passes as functions (`CalledNames`), each once.
    var calledNames: [UInt32] = []
    /// `=` tokens that follow a name: candidate assignments to properties.
    var assignments: [Int32] = []
    /// Name tokens of the file-scope `let`/`var` declarations of a `DisposeBag` (`let
    /// disposeBag = DisposeBag()` outside any type): bags that live as long as the process.
    var globalBags: [Int32] = []
    /// Identifiers after a `.` and before a `(` or `{` (`.subscribe(`, `.dispose(`,
    /// `.bind {`), in order: the member calls later passes look for, without walking every token.
    var memberCalls: [Int32] = []
    /// Names ending in `bag`/`Bag` that end an argument (`bag: disposeBag)`, `self.bag,`), in
    /// order: the candidates `BagArgumentScanner` reads.
    var bagValues: [Int32] = []
    /// Every `self`, `let` and `var` token, in order (`CaptureAnalysis` reads uses and
    /// rebindings of self from them).
    var selfAndBindings: [Int32] = []
    /// Every `typealias` keyword token, in order (few files have one).
    var typealiases: [Int32] = []
    /// Bounded reads of the pass that stopped at their bound (`analysis_limit`).
    var limitsReached: [String] = []
    /// Per scope: the innermost closure scope at or above it without crossing a function or
    /// type boundary (-1 if none), the innermost function-like scope, and the innermost type
    /// scope. Precomputed so later stages never walk up deep nesting.
    var nearestClosure: [Int32] = []
    var nearestFunction: [Int32] = []
    var nearestType: [Int32] = []

    mutating func computeNearestScopes() {
        let count = scopes.count
        nearestClosure = [Int32](repeating: -1, count: count)
        nearestFunction = [Int32](repeating: -1, count: count)
        nearestType = [Int32](repeating: -1, count: count)
        // Parents are created before their children, so one forward pass suffices.
        for i in 0..<count {
            let scope = scopes[i]
            let p = Int(scope.parent)
            switch scope.kind {
            case .closure:
                nearestClosure[i] = Int32(i)
            case .block:
                nearestClosure[i] = p >= 0 ? nearestClosure[p] : -1
            case .functionBody, .accessorBlock, .typeBody, .file:
                nearestClosure[i] = -1
            }
            nearestFunction[i] = (scope.kind == .functionBody || scope.kind == .accessorBlock) ? Int32(i) : (scope.kind == .typeBody || p < 0 ? -1 : nearestFunction[p])
            nearestType[i] = scope.kind == .typeBody ? Int32(i) : (p >= 0 ? nearestType[p] : -1)
        }
    }
}
