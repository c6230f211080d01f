/// One Objective-C file as libclang understood it: its cursors in pre-order, flattened so the
/// analysis walks arrays, not libclang's tree (which lives only while the translation unit does).
public struct ObjCSyntax: Sendable {
    public var nodes: [ObjCNode] = []
    /// Diagnostics of error severity or worse, for `--verbose` and the parse-quality figures.
    public var errorCount = 0
    /// Where each of those errors is, for those located in the file itself (byte offsets, in
    /// the order libclang reports them).
    public var errorOffsets: [Int32] = []
    /// The file's byte ranges the preprocessor skipped (inactive `#if` branches), in order.
    public var inactiveRanges: [Range<Int32>] = []
    /// The file's `@interface` declarations, with their members, when the parse was asked to
    /// read them (the proof of fixes leaves out those nothing it parses names).
    var interfaces: [ObjCInterfaceDeclaration] = []

    /// The children of node `n`, in source order.
    func children(of n: Int) -> [Int] {
        var result: [Int] = []
        var i = n + 1
        while i < Int(nodes[n].subtreeEnd) {
            result.append(i)
            i = Int(nodes[i].subtreeEnd)
        }
        return result
    }

    /// The first child of `n`, without building the list (asked on every value unwrapped).
    func firstChild(of n: Int) -> Int? {
        n + 1 < Int(nodes[n].subtreeEnd) ? n + 1 : nil
    }

    /// The last child of `n`, without building the list.
    func lastChild(of n: Int) -> Int? {
        var last: Int?
        var i = n + 1
        while i < Int(nodes[n].subtreeEnd) {
            last = i
            i = Int(nodes[i].subtreeEnd)
        }
        return last
    }

    /// The nodes below `n` (not `n` itself), in pre-order.
    func descendants(of n: Int) -> Range<Int> { (n + 1)..<Int(nodes[n].subtreeEnd) }

    /// The innermost ancestor of `n` of one of `kinds`.
    func ancestor(of n: Int, in kinds: Set<ObjCKind>) -> Int? {
        var p = Int(nodes[n].parent)
        while p >= 0 {
            if kinds.contains(nodes[p].kind) { return p }
            p = Int(nodes[p].parent)
        }
        return nil
    }

    /// `n` without the implicit conversions and parentheses libclang wraps around values.
    func unwrapped(_ n: Int) -> Int {
        var i = n
        while nodes[i].kind == .unexposedExpr || nodes[i].kind == .parenExpr {
            // Exactly one child: the first, whose subtree ends where i's does.
            guard let only = firstChild(of: i), nodes[only].subtreeEnd == nodes[i].subtreeEnd else { break }
            i = only
        }
        return i
    }
}

/// A cursor of the file, with what the analysis reads of it.
public struct ObjCNode: Sendable {
    public var kind: ObjCKind
    /// Index of the parent node, -1 for a top-level declaration.
    public var parent: Int32
    /// One past the last node of this node's subtree.
    public var subtreeEnd: Int32
    /// Byte offsets in the file, where the code was written (a macro's expansion point for
    /// what a macro produced).
    public var start: Int32
    public var end: Int32
    /// The cursor's spelling: a declaration's or reference's name, a message's selector.
    public var name: String
    /// What a reference or message refers to, when libclang resolved it.
    public var referenced: ObjCKind
    /// For a reference to a property (or a property declaration): its ownership attributes.
    public var propertyAttributes: ObjCPropertyAttributes
    /// The value's type as written (`RACSubject *`, `__weak typeof (self)`); filled for
    /// declarations and member references (with the member's declared type).
    public var type: String
    /// Where what this node refers to is declared, when that is in this file (-1 otherwise):
    /// tells a local `self` made by `@strongify` from the method's own, and one local from
    /// another of the same name.
    public var referencedStart: Int32
    /// Where the cursor itself points (a declaration's name): what references to it give as
    /// their `referencedStart`.
    public var location: Int32
}

/// The ownership attributes of an `@property` (libclang's bit values).
public struct ObjCPropertyAttributes: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let readonly = ObjCPropertyAttributes(rawValue: 0x01)
    public static let assign = ObjCPropertyAttributes(rawValue: 0x04)
    public static let retain = ObjCPropertyAttributes(rawValue: 0x10)
    public static let copy = ObjCPropertyAttributes(rawValue: 0x20)
    public static let weak = ObjCPropertyAttributes(rawValue: 0x200)
    public static let strong = ObjCPropertyAttributes(rawValue: 0x400)
    public static let unsafeUnretained = ObjCPropertyAttributes(rawValue: 0x800)
    public static let classProperty = ObjCPropertyAttributes(rawValue: 0x1000)

    /// Whether the property holds its object: strong, retain and copy do; weak, assign and
    /// unsafe_unretained do not. With none of them an object property is strong under ARC.
    public var isStrong: Bool { intersection([.weak, .assign, .unsafeUnretained]).isEmpty }
}

/// The cursor kinds the analysis distinguishes (libclang's values); every other is `.other`.
public enum ObjCKind: Int32, Sendable {
    case other = 0
    case unexposedDecl = 1
    case functionDecl = 8
    case varDecl = 9
    case parmDecl = 10
    case interfaceDecl = 11
    case categoryDecl = 12
    case protocolDecl = 13
    case propertyDecl = 14
    case ivarDecl = 15
    case instanceMethodDecl = 16
    case classMethodDecl = 17
    case implementationDecl = 18
    case categoryImplDecl = 19
    case classRef = 42
    case typeRef = 43
    case unexposedExpr = 100
    case declRefExpr = 101
    case memberRefExpr = 102
    case callExpr = 103
    case messageExpr = 104
    case blockExpr = 105
    case stringLiteral = 109
    case parenExpr = 111
    case unaryOperator = 112
    case arraySubscriptExpr = 113
    case binaryOperator = 114
    case compoundAssignOperator = 115
    case conditionalOperator = 116
    case cStyleCast = 117
    case stmtExpr = 121
    case objcStringLiteral = 137
    case selectorExpr = 139
    case selfExpr = 146
    case labelStmt = 201
    case compoundStmt = 202
    case caseStmt = 203
    case defaultStmt = 204
    case ifStmt = 205
    case switchStmt = 207
    case gotoStmt = 210
    case indirectGotoStmt = 211
    case returnStmt = 214
    case autoreleasePoolStmt = 221
    case nullStmt = 230
    case declStmt = 231
    case macroExpansion = 502
}

/// An `@interface` of the file (a class's, a category's or an extension's) as libclang gives
/// it: its extent and its direct children (members and references), by libclang's kind.
struct ObjCInterfaceDeclaration: Sendable {
    /// The declaration's extent (libclang's: it ends after the `@` of `@end`).
    var start: Int32
    var end: Int32
    /// Its spelling: the class's name, or the category's (empty for an extension).
    var name: String
    /// A category's or an extension's (whose class is named by a `classRef` member).
    var isCategory: Bool
    var members: [Member] = []

    struct Member: Sendable {
        /// libclang's cursor kind (`ObjCKind`'s raw values, and the reference kinds).
        var kind: Int32
        var name: String
        var start: Int32
        var end: Int32
    }
}
