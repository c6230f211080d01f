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
    /// Names in the inheritance clause (last component, generics stripped).
    public var inherited: [String]
    public var scope: Int32
    /// Token index of the name.
    public var nameToken: Int32
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

/// The structural view of one file: scopes over tokens plus the declarations found.
public struct FileStructure {
    public var tokens: [Token]
    /// For each bracket token, the index of its partner; -1 for others and unmatched ones.
    public var match: [Int32]
    /// For each token, the innermost scope containing it.
    public var scopeOf: [Int32]
    public var scopes: [Scope]
    public var types: [TypeDecl]
    public var functions: [FunctionDecl]
    public var closures: [ClosureDecl]
    public var properties: [PropertyDecl]
    public var locals: [LocalDecl]
}
