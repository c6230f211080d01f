/// Code that runs each time a property is set: its observer (`didSet`, `willSet`) or setter,
/// and the methods of the same type, without parameters, that one of those calls (`var
/// viewModel: ItemViewModel! { didSet { configure() } }`); and the methods without parameters
/// that a method with parameters calls (`configure(with:)` calling `setUpBindings()`). In a
/// reusable cell such code runs per item, as `configure(with:)` does. Read from the file's own
/// declarations; its tables are built on the first question that needs them.
final class SetterRuns {
    private let structure: FileStructure
    private let text: TokenText

    init(structure: FileStructure, text: TokenText) {
        self.structure = structure
        self.text = text
    }

    /// Whether `f`'s type may be a reusable cell: its name, or a supertype this declaration
    /// names, ends in `Cell` (as the project index tells cells, `NamedKind.cell`).
    /// Asked before the tables are built: most types are not cells.
    static func mayBeCell(_ f: FunctionDecl, _ structure: FileStructure) -> Bool {
        mayBeCell(typeIndex: f.typeIndex, structure)
    }

    /// `mayBeCell` of a function of the type at `typeIndex` (-1: none), read in place: asked
    /// for every site, most of which are not in a cell.
    static func mayBeCell(typeIndex: Int32, _ structure: FileStructure) -> Bool {
        guard typeIndex >= 0 else { return false }
        let k = Int(typeIndex)
        return structure.types[k].name.hasSuffix("Cell") || structure.types[k].inherited.contains { $0.hasSuffix("Cell") }
    }

    /// The methods with parameters (`configure(with:)`) of `f`'s type that call `f`, a method
    /// without parameters (`setUpBindings()`), in this file, in the order of their calls.
    func callersWithParameters(of f: FunctionDecl) -> [String] {
        guard f.kind == .function, f.parameters.isEmpty, !f.isStatic else { return [] }
        return calledByMethodsWithParameters[Key(type: typeName(f), name: f.name)] ?? []
    }

    /// The property whose setting runs function `f`; nil when nothing says it does.
    func property(runBy f: FunctionDecl) -> String? {
        switch f.kind {
        case .accessor: return observedProperty(ofAccessor: f)
        case .function where f.parameters.isEmpty && !f.isStatic: return calledBySetters[Key(type: typeName(f), name: f.name)]
        default: return nil
        }
    }

    /// Whether `f` runs only as part of its type's `bind(reactor:)` (ReactorKit's, which the
    /// `reactor` setter calls after resetting `disposeBag`): called, directly or through other
    /// methods of the type, from it, and from nothing else of the type in this file
    /// (`bind(reactor:)` calling `bind(state:)` calling `bindTitleLabel(state:)`).
    func runsOnlyWithinReactorBinding(_ f: FunctionDecl) -> Bool {
        guard f.kind == .function, !f.isStatic, f.typeIndex >= 0 else { return false }
        let key = Key(type: typeName(f), name: f.name)
        guard let reached = reachedFromReactorBinding[key.type], reached.contains(key) else { return false }
        return (callers[key] ?? []).allSatisfy(reached.contains)
    }

    /// Whether `f` runs once per object, not per item: a method only its own file can call
    /// (`private`, `fileprivate`, or of a file-local type) whose every call in the file is in
    /// the type's `awakeFromNib` or an initializer (`awakeFromNib() { configure(titleLabel) }`,
    /// however many parameters `configure` takes).
    func runsOnlyFromSetUp(_ f: FunctionDecl) -> Bool {
        guard f.kind == .function, !f.isStatic, f.typeIndex >= 0 else { return false }
        guard let callers = callers[Key(type: typeName(f), name: f.name)], !callers.isEmpty,
              callers.allSatisfy({ $0.name == "awakeFromNib" || $0.name == "init" }) else { return false }
        return structure.isFileLocal(type: Int(f.typeIndex)) || isDeclaredFileLocal(f)
    }

    /// Whether `f` is declared `private` or `fileprivate`: the modifiers before its `func`
    /// (read here, for the few methods asked, rather than for every function the structure
    /// pass meets), as the structure pass reads a property's.
    private func isDeclaredFileLocal(_ f: FunctionDecl) -> Bool {
        // The `func` of the declaration: the last one before the body (a parameter list and a
        // return type hold none).
        var k = Int(structure.scopes[Int(f.scope)].open) - 1
        var steps = 0
        while k >= 0, text.keyword(k) != .func, steps < 256 { k -= 1; steps += 1 }
        guard k >= 1, text.keyword(k) == .func else { return false }
        return StructureBuilder.declarationModifiers(text, before: k).access.isFileLocal
    }

    /// For each type with a `bind(reactor:)`, the methods its calls reach (overloads are one
    /// name, as the calls are read by name).
    private lazy var reachedFromReactorBinding: [String: Set<Key>] = {
        var result: [String: Set<Key>] = [:]
        for f in structure.functions where f.kind == .function && f.name == "bind" && f.parameters == ["reactor"] && f.typeIndex >= 0 {
            let start = Key(type: typeName(f), name: f.name)
            var reached: Set<Key> = [start]
            var pending = [start]
            while let key = pending.popLast() {
                for callee in calledBy[key] ?? [] where reached.insert(callee).inserted { pending.append(callee) }
            }
            result[start.type, default: []].formUnion(reached)
        }
        return result
    }()

    /// What each method (initializer, accessor) of a type calls of it, read once per body; and
    /// the other way round.
    private lazy var calledBy: [Key: [Key]] = {
        var result: [Key: [Key]] = [:]
        for g in structure.functions where g.typeIndex >= 0 {
            result[Key(type: typeName(g), name: g.name), default: []].append(contentsOf: calls(in: g))
        }
        return result
    }()

    private lazy var callers: [Key: [Key]] = {
        var result: [Key: [Key]] = [:]
        for (caller, callees) in calledBy {
            for callee in callees { result[callee, default: []].append(caller) }
        }
        return result
    }()

    /// A method by its type's name (a class and its extensions in the file are one type) and
    /// its own name.
    private struct Key: Hashable {
        var type: String
        var name: String
    }

    private func typeName(_ f: FunctionDecl) -> String {
        f.typeIndex >= 0 ? structure.types[Int(f.typeIndex)].name : ""
    }

    /// The property an observer or setter accessor belongs to (the accessor block around it
    /// is named after the property); nil for a getter.
    private func observedProperty(ofAccessor f: FunctionDecl) -> String? {
        guard f.name == "didSet" || f.name == "willSet" || f.name == "set" else { return nil }
        let parent = structure.scopes[Int(f.scope)].parent
        guard parent >= 0 else { return nil }
        let block = structure.scopes[Int(parent)]
        guard block.kind == .accessorBlock, block.item >= 0 else { return nil }
        return structure.functions[Int(block.item)].name
    }

    /// Methods of a type called (as `m()` or `self.m()`) from its observers and setters, each
    /// with the first property whose setting calls it.
    private lazy var calledBySetters: [Key: String] = {
        var result: [Key: String] = [:]
        for f in structure.functions where f.kind == .accessor && f.typeIndex >= 0 {
            guard let property = observedProperty(ofAccessor: f) else { continue }
            for key in calls(in: f) where result[key] == nil { result[key] = property }
        }
        return result
    }()

    /// Methods of a type called from its methods with parameters, each with those callers.
    private lazy var calledByMethodsWithParameters: [Key: [String]] = {
        var result: [Key: [String]] = [:]
        for f in structure.functions where f.kind == .function && !f.parameters.isEmpty && !f.isStatic && f.typeIndex >= 0 {
            for key in calls(in: f) where !(result[key]?.contains(f.name) ?? false) { result[key, default: []].append(f.name) }
        }
        return result
    }()

    /// The calls `m()` and `self.m()` in the body of `f`, keyed by `f`'s type's name.
    private func calls(in f: FunctionDecl) -> [Key] {
        var result: [Key] = []
        let type = typeName(f)
        let scope = structure.scopes[Int(f.scope)]
        var j = Int(scope.open) + 1
        while j + 1 < Int(scope.close) {
            defer { j += 1 }
            if text.isOwnCall(j) { result.append(Key(type: type, name: text.string(j))) }
        }
        return result
    }
}
