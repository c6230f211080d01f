/// What one file says about one type (a declaration or an extension).
public struct TypeFacts: Sendable {
    /// View-controller callbacks UIKit calls each time the view leaves the screen.
    /// Compared name by name: asked per assignment, hashing the name for a set cost more than
    /// the comparisons.
    static func isDisappearanceCallback(_ name: String) -> Bool {
        name == "viewWillDisappear" || name == "viewDidDisappear"
    }

    /// What UIKit calls once per object, before it is shown: a property assigned there (and in
    /// an initializer) takes its first value, releasing nothing the object held.
    static func isOnceInALifeCallback(_ name: String) -> Bool {
        name == "viewDidLoad" || name == "loadView" || name == "awakeFromNib"
    }

    /// Whether an assignment in a function of this kind and name gives a property its first
    /// value (an initializer, or a method UIKit calls once per object before it is used).
    static func givesFirstValue(_ kind: FunctionKind?, _ name: String) -> Bool {
        kind == .initializer || kind == .function && isOnceInALifeCallback(name)
    }

    /// Kept among `reassignedProperties` beside the plain name when a disappearance callback
    /// assigns the property (`disposeBag = DisposeBag()` in `viewWillDisappear`): a space, which
    /// no Swift name holds, keeps it apart from the names.
    static func disappearanceResetKey(_ property: String) -> String { "disappear " + property }

    public var name: String
    /// The declared kind; `.extension` when this file only extends the type.
    public var kind: TypeKind
    public var inherited: [String]
    /// Property name → base type name ("" when unknown).
    public var properties: NameTable<String>
    /// Properties declared `weak` or `unowned`: the type does not keep their objects alive.
    public var weakProperties: [String] = []
    /// Properties declared `@IBOutlet`: their objects are owned through the view hierarchy the
    /// type's nib or storyboard loads, so a `weak` one still lives as long as the type's view.
    public var outletProperties: [String] = []
    /// Properties whose object the type makes itself (`let store = Store()`, `self.store =
    /// Store()` in an initializer): nobody else was given it at the start. The others were
    /// handed in (`init(store:)`) or set from outside, and who else keeps them is unknown.
    public var createdProperties: [String] = []
    /// `static let` properties holding an instance of the type itself that the type makes
    /// (`static let shared = Session()`): that instance lives for the whole process.
    public var sharedInstances: [String] = []
    /// `static`/`class` properties holding a `DisposeBag`: they live for the whole process.
    public var staticBags: [String] = []
    /// Properties assigned anew in a method (`disposeBag = DisposeBag()` in `prepareForReuse`).
    public var reassignedProperties: [String] = []
    /// The sequences its stored properties of a sequence type hold: their initializer's chain,
    /// or the chains its initializers assign them (`self.icons = Observable.of(x).asDriver(…)`).
    /// Code of another type that subscribes to such a property learns from them how it ends.
    public var propertyChains: [PropertyChains] = []
    /// What its methods pass to other objects' methods that may be a sequence
    /// (`PassedArgumentScanner`): a parameter's source, decided by its callers.
    public var passedArguments: [PassedArgument] = []
    /// Method name → facts.
    public var methods: NameTable<MethodFacts>
    /// Properties on which `dispose()` is called, and whether any such call is in `deinit`.
    public var disposedProperties: NameTable<DisposalPlace>
    /// For each property disposed outside `deinit`, the methods that dispose it.
    public var disposingMethods: [(property: String, method: String)] = []
    /// Bags its methods hand to methods of the same object (`bind(bag: disposeBag)`).
    public var bagArguments: [BagArgument] = []
    /// Its `DisposeBag` properties as this file declares them: `--fix` may name a bag only
    /// where it is visible (`ProjectIndex.visibleSoleDisposeBag`).
    public var bagDeclarations: [BagDeclaration] = []
    /// Properties (and instance variables, by their property's name: `_events` is `events`)
    /// that the type's own methods assign (`_events = [RACSubject subject]`): what they hold
    /// is the type's to end. Filled by the Objective-C front end.
    public var assignedProperties: [String] = []
    /// Properties holding a subject that the type's own methods complete or fail
    /// (`[self.events sendCompleted]`, `[_events sendError:e]`), or subscribe to a signal that
    /// sends its end on (`[command.errors subscribe:self.errors]`). With `assignedProperties`, it
    /// tells another file whether a subject of this type ends (`ProjectIndex.subjectEnding`).
    /// Filled by the Objective-C front end.
    public var completedProperties: [String] = []
    /// Where the declaration sits: the enclosing types' names as the file writes them
    /// (`Outer` for `Outer.Inner`, "" at the top level); for an extension, the qualifier it
    /// writes (`extension Outer.Inner` → `Outer`).
    public var qualifier = ""
    /// The position, in the file's facts, of the type this one is declared in; -1 for none.
    public var parent: Int32 = -1
    /// Visible in its file only: `private`/`fileprivate`, nested in such a type, or declared
    /// inside a function.
    public var isFileLocal = false

    /// `Outer.Inner` for a nested type, the name for a top-level one.
    public var qualifiedName: String { qualifier.isEmpty ? name : qualifier + "." + name }
}

/// The chains one stored property of a sequence type is given (`TypeFacts.propertyChains`).
public struct PropertyChains: Sendable, Equatable {
    public var name: String
    public var chains: [SourceChain]
    /// Declared `var`: it holds them only while nobody assigns it anew.
    public var isVariable: Bool
    /// A `static`/`class` property (`static let sortList = Observable.of(…)`): named through
    /// its type (`SortingView.sortList`), given its chains by its initializer alone.
    public var isStatic = false
}

/// `typealias name = target` (the target's base name: last component, generics stripped).
public struct TypeAlias: Sendable, Equatable {
    public var name: String
    public var target: String
}

/// A `DisposeBag` property declaration: where it is, and who may name it.
public struct BagDeclaration: Sendable, Equatable {
    public var name: String
    public var access: AccessLevel
    /// The declaring type is `private`/`fileprivate` (or nested in one).
    public var typeIsFileLocal: Bool
    /// The file declaring it (set once the file's facts are gathered).
    public var file: String = ""
}

public struct MethodFacts: Sendable {
    /// Base name of the declared return type.
    public var returnType: String
    /// For a method returning an inline `create { … }`, how that closure completes.
    public var create: CreateBehaviour?
    /// An Objective-C getter whose signal is made only of its object's own events
    /// (`ObjCClassFacts.selfEventGetters`): its subscriptions last until the object goes.
    public var returnsOwnEvents = false
    /// How a reference to the method (`onNext: handle`) is called with one value inside a
    /// closure: its argument's label ("" for `_`). Nil when it takes other than exactly one
    /// plain argument, throws, is async, or its declarations (overloads) disagree.
    public var oneArgumentLabel: String?
    /// The type whose declaration or extension declares the method: its returned chains
    /// (`returns`) name that type's members.
    public var declaringType = ""
    /// What a method returning a sequence returns, as source chains: each `return` of its
    /// body, or its single expression (each branch of a conditional apart). Empty when none
    /// was read, or when it returns an inline `create` (`create` says how that ends).
    public var returns: [SourceChain] = []
    /// The name has several declarations in the type (overloads), and one of them returns
    /// what neither `create`, its trait nor `returns` tells: calls by that name are unknown.
    public var hasUnreadOverload = false
    /// In an extension of an Rx type: the argument labels of each declaration of the name
    /// that returns nothing (a helper that subscribes and puts the subscription in a bag it
    /// is given). A call with those labels is that helper, not a subscription it returns.
    public var voidSignatures: [[String]] = []

    /// The key a computed property's getter is kept under among its type's methods
    /// (`TypeFacts.noteSequenceGetters`): a space, which no Swift name holds, keeps it apart
    /// from every method a call can name.
    public static func getterKey(_ property: String) -> String { "get " + property }

    /// The label both declarations of one name agree on, else nil.
    static func agreedLabel(_ a: String?, _ b: String?) -> String? { a == b ? a : nil }

    /// Two declarations of one name in one type, as one: a call names it without its labels,
    /// so it completes when each of them does. Their returned chains all count; one whose
    /// sequence is not read, or that differs in kind (an inline `create` beside returned
    /// chains, another return type), leaves the name unread.
    static func overloading(_ a: MethodFacts, with b: MethodFacts) -> MethodFacts {
        var m = b
        m.oneArgumentLabel = agreedLabel(a.oneArgumentLabel, b.oneArgumentLabel)
        // Made of the object's own events only when every declaration says so.
        m.returnsOwnEvents = a.returnsOwnEvents && b.returnsOwnEvents
        m.voidSignatures = a.voidSignatures + b.voidSignatures
        // All declared as one trait (`Maybe`, `Single`, …): each ends after at most one
        // element, as the trait says of a single declaration.
        if a.returnType == b.returnType, RxCatalog.completingTraits.contains(b.returnType) {
            m.create = a.create == b.create ? b.create : nil
            m.returns = []
            m.hasUnreadOverload = a.hasUnreadOverload || b.hasUnreadOverload
            return m
        }
        m.returns = a.returns + b.returns
        m.hasUnreadOverload = a.hasUnreadOverload || b.hasUnreadOverload || a.create != b.create || a.returnType != b.returnType
            || a.isUnread || b.isUnread
        return m
    }

    /// Neither an inline `create`, a trait nor a returned chain says how it ends.
    private var isUnread: Bool {
        create == nil && returns.isEmpty && !RxCatalog.completingTraits.contains(returnType)
    }
}

public struct DisposalPlace: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let deinitializer = DisposalPlace(rawValue: 1)
    public static let otherMethod = DisposalPlace(rawValue: 2)
}

enum TypeFactsExtractor {
    /// The subjects a type's own methods complete: `events.onCompleted()`, `self.events.onCompleted()`,
    /// `Self.events.on(.completed)` or `Engine.events.onCompleted()` inside `Engine` — not in
    /// `deinit`, which a cycle through the subject keeps from running. Such a subject completes
    /// (`ProjectIndex.subjectEnding`), as the Objective-C front end notes its `sendCompleted`s.
    /// Read at each member call `j` (the same pass as the disposals).
    static func noteCompletedSubject(at j: Int, _ facts: inout [TypeFacts], _ s: FileStructure, _ t: TokenText) {
        let n = s.tokens.count
        guard j + 1 < n, t.kind(j + 1) == .leftParen else { return }
        // Completion only: an error sent on a failure path (a fallback's `catch`) says the
        // subject ends when something fails, not that it ends.
        let ends = t.equals(j, "onCompleted") || t.equals(j, "on") && j + 3 < n && t.kind(j + 2) == .period && t.equals(j + 3, "completed")
        guard ends, j >= 2, t.kind(j - 1) == .period, t.isName(j - 2), t.keyword(j - 2) == .none else { return }
        let f = s.nearestFunction[Int(s.scopeOf[j])]
        guard f >= 0, s.scopes[Int(f)].kind == .functionBody, s.scopes[Int(f)].item >= 0 else { return }
        let function = s.functions[Int(s.scopes[Int(f)].item)]
        guard function.kind != .deinitializer, function.typeIndex >= 0 else { return }
        let type = Int(function.typeIndex)
        let name = j - 2
        // What is before the name: nothing (a bare member), `self.`, `Self.` or the type's own name.
        if name >= 2, t.kind(name - 1) == .period {
            let base = name - 2
            let own = t.keyword(base) == .self || t.equals(base, "Self") || t.string(base) == facts[type].name
            guard own, !(base >= 1 && t.kind(base - 1) == .period) else { return }
        } else if name >= 1, t.kind(name - 1) == .period {
            return
        }
        let member = t.string(name)
        if !facts[type].completedProperties.contains(member) { facts[type].completedProperties.append(member) }
    }

    /// Collects the facts of every type declared or extended in the file.
    static func extract(_ s: FileStructure, _ t: TokenText) -> [TypeFacts] {
        var calledNames: [UInt32] = []
        return extract(s, t, calledNames: &calledNames)
    }

    /// The facts, and the hashes of the names the file calls (`CalledNames`), found in the
    /// same pass over the tokens as the properties methods assign anew.
    static func extract(_ s: FileStructure, _ t: TokenText, calledNames: inout [UInt32]) -> [TypeFacts] {
        var aliases: [TypeAlias] = []
        return extract(s, t, calledNames: &calledNames, typeAliases: &aliases)
    }

    /// The facts, the names the file calls, and its typealiases to a named type.
    /// `imports`: what the file imports, when the caller has read it already.
    static func extract(_ s: FileStructure, _ t: TokenText, calledNames: inout [UInt32], typeAliases: inout [TypeAlias],
                        imports: FilePrefilter.Imports? = nil) -> [TypeFacts] {
        var reader: SiteExtractor?
        return extract(s, t, calledNames: &calledNames, typeAliases: &typeAliases, imports: imports, reader: &reader)
    }

    /// The facts, also handing back the chain reader made for them (nil when none was
    /// needed), made with the standard knowledge: the site extraction of the same file may
    /// use it rather than build its tables again.
    static func extract(_ s: FileStructure, _ t: TokenText, calledNames: inout [UInt32], typeAliases: inout [TypeAlias],
                        imports: FilePrefilter.Imports?, reader returns: inout SiteExtractor?) -> [TypeFacts] {
        typeAliases = aliases(s, t)
        var facts: [TypeFacts] = s.types.map {
            TypeFacts(name: $0.name, kind: $0.kind, inherited: $0.inherited, properties: NameTable(), methods: NameTable(), disposedProperties: NameTable())
        }
        placeDeclarations(&facts, s, t)
        // Each table sized once from the declarations it may receive.
        var propertyCounts = [Int](repeating: 0, count: facts.count)
        var methodCounts = [Int](repeating: 0, count: facts.count)
        // By position: a loop over the declarations themselves copies each one (its strings
        // retained and released) to read two fields.
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && !s.properties[k].isStatic {
            propertyCounts[Int(s.properties[k].typeIndex)] += 1
        }
        for k in s.functions.indices where s.functions[k].typeIndex >= 0 && s.functions[k].kind == .function {
            methodCounts[Int(s.functions[k].typeIndex)] += 1
        }
        for k in facts.indices {
            if propertyCounts[k] > 1 { facts[k].properties.reserveCapacity(propertyCounts[k]) }
            if methodCounts[k] > 1 { facts[k].methods.reserveCapacity(methodCounts[k]) }
        }
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && !s.properties[k].isStatic {
            let type = Int(s.properties[k].typeIndex)
            // The first declaration with a known type wins.
            facts[type].properties.update(s.properties[k].name, initial: "") { if $0.isEmpty { $0 = s.properties[k].typeName } }
            if s.properties[k].isWeak { facts[type].weakProperties.append(s.properties[k].name) }
            if s.properties[k].isOutlet { facts[type].outletProperties.append(s.properties[k].name) }
            if s.properties[k].initializerStart >= 0, constructs(at: Int(s.properties[k].initializerStart), t) {
                facts[type].createdProperties.append(s.properties[k].name)
            }
        }
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && s.properties[k].isStatic {
            let p = s.properties[k]
            if p.typeName == "DisposeBag" { facts[Int(p.typeIndex)].staticBags.append(p.name) }
        }
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && s.properties[k].isStatic && !s.properties[k].isComputed
            && s.properties[k].initializerStart >= 0 {
            let p = s.properties[k]
            if (p.typeName == facts[Int(p.typeIndex)].name || p.typeName == "Self") && constructs(at: Int(p.initializerStart), t) {
                facts[Int(p.typeIndex)].sharedInstances.append(p.name)
            }
        }
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && !s.properties[k].isStatic && !s.properties[k].isWeak {
            let p = s.properties[k]
            if p.typeName == "DisposeBag" {
                facts[Int(p.typeIndex)].bagDeclarations.append(BagDeclaration(name: p.name, access: p.access, typeIsFileLocal: s.isFileLocal(type: Int(p.typeIndex))))
                if p.isComputed, facts[Int(p.typeIndex)].name == "Reactive", getterNamesReuse(p, s, t) {
                    // `rx.reuseBag`: a bag the getter keeps on the object and replaces when the
                    // cell is reused, as a reset in `prepareForReuse` does.
                    facts[Int(p.typeIndex)].reassignedProperties.append(p.name)
                }
            }
        }
        BagArgumentScanner.scan(s, t, into: &facts)
        // What the file imports, read once: whether it may build values of Rx types.
        // A module that re-exports RxCocoa (`@_exported import RxCocoa` in one of its files)
        // lets a file importing only UIKit write `button.rx.tap`: its `.rx.` says so.
        let namesRxValues = (imports ?? FilePrefilter.readImports(t.bytes)).namesRxValues
            || ByteSearch.contains(t.bytes, rxMemberWord, rarest: rxMemberRarest)
        calledNames = CalledNames.scan(s, t, reassignedInto: &facts, readingAppearanceFeeds: namesRxValues)
        let creates = CreateAnalysis(s: s, t: t)
        // `returns`: built only for a file with a method returning a sequence it does not
        // create inline (or another chain to read).
        // A method declared to return `typealias Name = Observable<…>` returns a sequence.
        let sequenceAliases = typeAliases.filter { RxCatalog.sequenceTypes.contains($0.target) }.map(\.name)
        // Only the type's own members: a function nested in a method (`func step(…)` inside
        // `viewDidLoad`) is a local function, and passing it captures no `self`.
        for k in s.functions.indices where s.functions[k].typeIndex >= 0 && s.functions[k].kind == .function {
            guard isMember(scope: s.functions[k].scope, s) else { continue }
            let f = s.functions[k]
            var method = MethodFacts(returnType: f.returnType, create: creates.behaviour(ofFunction: f), oneArgumentLabel: oneArgumentLabel(f, s, t))
            method.declaringType = facts[Int(f.typeIndex)].name
            if f.returnType.isEmpty || f.returnType == "Void", RxCatalog.isHelperExtended(method.declaringType) {
                method.voidSignatures = [argumentLabels(f, t)]
            }
            if method.create == nil, !f.returnType.isEmpty, RxCatalog.sequenceTypes.contains(f.returnType) || sequenceAliases.contains(f.returnType) {
                if returns == nil { returns = SiteExtractor(structure: s, text: t, knowledge: .standard) }
                method.returns = returns?.returnedChains(ofFunction: f) ?? []
            }
            if let overload = facts[Int(f.typeIndex)].methods[f.name] { method = MethodFacts.overloading(overload, with: method) }
            facts[Int(f.typeIndex)].methods.set(f.name, method)
        }
        noteSequenceProperties(&facts, s, t, aliases: sequenceAliases, reader: &returns)
        noteSequenceGetters(&facts, s, t, aliases: sequenceAliases, creates: creates, reader: &returns)
        // A file that hands a sequence to another object's method imports its module (to build
        // a value of an Rx type there, `button.rx.tap.asObservable()`): the others are not read
        // for it.
        if namesRxValues { PassedArgumentScanner.scan(&facts, s, t, reader: &returns) }
        // `x.dispose()`, `x?.dispose()`, `self.x.dispose()` anywhere inside a type's functions:
        // among the member calls the structure pass noted (each a name after a `.`).
        let n = s.tokens.count
        for m in s.memberCalls {
            let j = Int(m)
            noteCompletedSubject(at: j, &facts, s, t)
            guard j + 3 < n, t.kind(j + 1) == .leftParen, t.equals(j, "dispose") else { continue }
            var r = j - 2
            if r >= 0, t.kind(r) == .operator, t.isByte(r, UInt8(ascii: "?")) { r -= 1 }
            // `disposables.forEach { $0.dispose() }`, `for d in disposables { d.dispose() }`:
            // the array's elements are disposed.
            if let array = disposedArray(around: j, s, t) { r = array }
            guard r >= 0, t.isName(r), t.keyword(r) == .none else { continue }
            var name = t.string(r)
            var sc = s.scopeOf[j]
            var place = DisposalPlace.otherMethod
            var method: String?
            var sawFunction = false
            while sc >= 0 {
                let scope = s.scopes[Int(sc)]
                if scope.kind == .functionBody, scope.item >= 0, !sawFunction {
                    sawFunction = true
                    switch s.functions[Int(scope.item)].kind {
                    case .deinitializer: place = .deinitializer
                    // `willSet { self.x?.dispose() }`: every assignment runs it, so it is no
                    // method that might never be called.
                    case .accessor: break
                    default: method = s.functions[Int(scope.item)].name
                    }
                    // `guard let d = self.timer else { … }; d.dispose()` disposes the property.
                    if let property = aliasedProperty(of: name, before: r, after: Int(scope.open), t) { name = property }
                }
                if scope.kind == .typeBody, scope.item >= 0 {
                    facts[Int(scope.item)].disposedProperties.update(name, initial: []) { $0.insert(place) }
                    if let method { facts[Int(scope.item)].disposingMethods.append((name, method)) }
                    break
                }
                sc = scope.parent
            }
        }
        return facts
    }

    /// The chains each stored property of a sequence type is given (`TypeFacts.propertyChains`):
    /// its initializer, or, for an instance property, `self.name = …` / `name = …` in an
    /// initializer of its type, outside closures. A file declaring no such property costs one look at each property.
    private static func noteSequenceProperties(_ facts: inout [TypeFacts], _ s: FileStructure, _ t: TokenText, aliases: [String],
                                               reader: inout SiteExtractor?) {
        var candidates: [Int] = []
        // By position: a loop over the declarations copies each one (its strings retained).
        for k in s.properties.indices where s.properties[k].typeIndex >= 0 && !s.properties[k].isComputed && s.properties[k].nameToken > 0
            && (t.keyword(Int(s.properties[k].nameToken) - 1) == .let || t.keyword(Int(s.properties[k].nameToken) - 1) == .var)
            && (RxCatalog.sequenceTypes.contains(s.properties[k].typeName) || aliases.contains(s.properties[k].typeName)) {
            candidates.append(k)
        }
        guard !candidates.isEmpty else { return }
        if reader == nil { reader = SiteExtractor(structure: s, text: t, knowledge: .standard) }
        guard let reader else { return }
        var found = [[SourceChain]](repeating: [], count: candidates.count)
        for (c, k) in candidates.enumerated() where s.properties[k].initializerStart >= 0 {
            found[c] = reader.chains(from: Int(s.properties[k].initializerStart), to: Int(s.properties[k].initializerEnd))
        }
        for equal in s.assignments {
            let eq = Int(equal), j = eq - 1
            guard j >= 1 else { continue }
            // `self.name = …`, or `name = …` starting its statement.
            if t.kind(j - 1) == .period {
                guard j >= 2, t.keyword(j - 2) == .self, !(j >= 3 && t.kind(j - 3) == .period) else { continue }
            } else if !t.startsLine(j) && t.kind(j - 1) != .semicolon {
                continue
            }
            let sc = Int(s.scopeOf[eq])
            let fs = Int(s.nearestFunction[sc])
            guard s.nearestClosure[sc] < 0, fs >= 0, s.scopes[fs].kind == .functionBody, s.scopes[fs].item >= 0 else { continue }
            let f = s.functions[Int(s.scopes[fs].item)]
            guard f.kind == .initializer, f.typeIndex >= 0 else { continue }
            for (c, k) in candidates.enumerated() where s.properties[k].typeIndex == f.typeIndex && !s.properties[k].isStatic
                && t.equals(j, name: s.properties[k].name) {
                found[c] += reader.assignedChains(at: eq, close: Int(s.scopes[fs].close))
            }
        }
        for (c, k) in candidates.enumerated() where !found[c].isEmpty {
            let isVariable = t.keyword(Int(s.properties[k].nameToken) - 1) == .var
            facts[Int(s.properties[k].typeIndex)].propertyChains.append(PropertyChains(name: s.properties[k].name, chains: found[c],
                                                                                       isVariable: isVariable, isStatic: s.properties[k].isStatic))
        }
    }

    /// A computed property of a sequence type (`var skipTapped: Observable<Void> {
    /// skipButton.rx.tap.asObservable() }`): its getter is read as a method taking nothing,
    /// kept among the type's methods under `MethodFacts.getterKey(name)` (a key no call
    /// spells), so that what it returns is read in its own type and a protocol's requirement
    /// finds the project's implementations of it. A requirement (`{ get }`) has no getter.
    private static func noteSequenceGetters(_ facts: inout [TypeFacts], _ s: FileStructure, _ t: TokenText, aliases: [String],
                                            creates: CreateAnalysis, reader: inout SiteExtractor?) {
        // Read in place until an accessor is kept: most are not a sequence's getter.
        for k in s.functions.indices where s.functions[k].kind == .accessor && s.functions[k].typeIndex >= 0 {
            let type = Int(s.functions[k].typeIndex)
            guard facts[type].kind != .protocol, isMember(scope: s.functions[k].scope, s),
                  let q = propertyPosition(declaring: k, s), s.properties[q].isComputed, !s.properties[q].isStatic,
                  s.properties[q].typeIndex == s.functions[k].typeIndex,
                  RxCatalog.sequenceTypes.contains(s.properties[q].typeName) || aliases.contains(s.properties[q].typeName) else { continue }
            let block = s.functions[k]
            let p = s.properties[q]
            // `{ get { … } set { … } }`: the `get`; observers alone (`didSet`) make no getter.
            var getter = block
            var m = k + 1
            var accessors = 0
            while m < s.functions.count, s.scopes[Int(s.functions[m].scope)].parent == block.scope {
                accessors += 1
                if s.functions[m].name == "get" { getter = s.functions[m] }
                m += 1
            }
            guard accessors == 0 || getter.scope != block.scope else { continue }
            var method = MethodFacts(returnType: p.typeName, create: creates.behaviour(ofFunction: getter), oneArgumentLabel: nil)
            method.declaringType = facts[type].name
            if method.create == nil {
                if reader == nil { reader = SiteExtractor(structure: s, text: t, knowledge: .standard) }
                method.returns = reader?.returnedChains(ofFunction: getter) ?? []
            }
            facts[type].methods.set(MethodFacts.getterKey(p.name), method)
        }
    }

    /// The position of the property whose accessor block is function `k`: the last declared
    /// before the block opens.
    private static func propertyPosition(declaring k: Int, _ s: FileStructure) -> Int? {
        let open = s.scopes[Int(s.functions[k].scope)].open
        var low = 0, high = s.properties.count
        while low < high {
            let mid = (low + high) / 2
            if s.properties[mid].nameToken < open { low = mid + 1 } else { high = mid }
        }
        guard low > 0, s.properties[low - 1].name == s.functions[k].name else { return nil }
        return low - 1
    }

    /// Each type's place: the type it is nested in, the qualified name of that type, and
    /// whether only its file can name it (`private`, `fileprivate`, nested in such a type, or
    /// local to a function). Types come in source order, so an enclosing type is placed first.
    private static func placeDeclarations(_ facts: inout [TypeFacts], _ s: FileStructure, _ t: TokenText) {
        for k in facts.indices {
            let own = s.types[k].scope
            var scope = own >= 0 ? s.scopes[Int(own)].parent : -1
            var local = false
            while scope >= 0 {
                let sc = s.scopes[Int(scope)]
                if sc.kind == .typeBody, sc.item >= 0, Int(sc.item) != k { break }
                if sc.kind == .functionBody || sc.kind == .closure { local = true }
                scope = sc.parent
            }
            if scope >= 0, !local {
                let p = Int(s.scopes[Int(scope)].item)
                facts[k].parent = Int32(p)
                facts[k].qualifier = facts[p].qualifiedName
            } else if facts[k].kind == .extension {
                facts[k].qualifier = writtenQualifier(from: Int(s.types[k].nameToken), t)
            }
            facts[k].isFileLocal = local || s.isFileLocal(type: k)
        }
    }

    /// `A.B` of `extension A.B.C`: the components before the extended type's own name.
    /// Whether a computed property's body names `prepareForReuse` (a getter that makes a new
    /// bag when `sentMessage(#selector(prepareForReuse))` fires).
    private static func getterNamesReuse(_ p: PropertyDecl, _ s: FileStructure, _ t: TokenText) -> Bool {
        let n = t.tokens.count
        var open = Int(p.nameToken) + 1
        while open < n, open < Int(p.nameToken) + 16, t.kind(open) != .leftBrace { open += 1 }
        guard open < n, t.kind(open) == .leftBrace, s.match[open] > open else { return false }
        let close = Int(s.match[open])
        var j = open + 1
        while j < close {
            if t.isName(j), t.equals(j, "prepareForReuse") { return true }
            j += 1
        }
        return false
    }

    private static func writtenQualifier(from nameToken: Int, _ t: TokenText) -> String {
        let n = t.tokens.count
        guard nameToken + 2 < n, t.kind(nameToken + 1) == .period else { return "" }
        var parts = [t.string(nameToken)]
        var j = nameToken + 1
        while j + 2 < n, t.kind(j) == .period, t.isName(j + 1), t.kind(j + 2) == .period {
            parts.append(t.string(j + 1))
            j += 2
        }
        return parts.joined(separator: ".")
    }

    /// Whether the expression at `k` makes a new object (`TokenText.constructs(at:)`).
    static func constructs(at k: Int, _ t: TokenText) -> Bool {
        t.constructs(at: k)
    }

    /// The file's `typealias Name = Target<…>` (also in parentheses), each with its target's
    /// base name: the index resolves a name the file writes through them, and a method
    /// declared to return an alias of `Observable<…>` returns a sequence.
    private static func aliases(_ s: FileStructure, _ t: TokenText) -> [TypeAlias] {
        // The keyword tokens the structure pass noted (most files have none).
        var found: [TypeAlias] = []
        let n = s.tokens.count
        for position in s.typealiases {
            let j = Int(position)
            guard j < n - 3, t.isName(j + 1), t.kind(j + 2) == .equal else { continue }
            let base = StructureBuilder.typeBaseName(t, at: j + 3, count: n)
            let name = t.string(j + 1)
            if !base.isEmpty, base != name { found.append(TypeAlias(name: name, target: base)) }
        }
        return found
    }

    private static let rxMemberWord = Array(".rx.".utf8)
    private static let rxMemberRarest = ByteSearch.rarestByteOffset(rxMemberWord)

    /// The array whose elements a `dispose()` call at `j` disposes: the receiver of the
    /// `forEach` whose closure holds it, or the sequence of the `for … in` whose body does.
    private static func disposedArray(around j: Int, _ s: FileStructure, _ t: TokenText) -> Int? {
        let scope = s.scopes[Int(s.scopeOf[j])]
        var k = Int(scope.open) - 1
        guard k >= 2 else { return nil }
        switch scope.kind {
        case .closure:
            if t.kind(k) == .leftParen { k -= 1 }
            guard k >= 2, t.equals(k, "forEach"), t.kind(k - 1) == .period, t.isName(k - 2), t.keyword(k - 2) == .none else { return nil }
            return k - 2
        case .block:
            guard t.isName(k), t.keyword(k) == .none else { return nil }
            var first = k
            if first >= 2, t.kind(first - 1) == .period, t.keyword(first - 2) == .self { first -= 2 }
            return first >= 1 && t.keyword(first - 1) == .in ? k : nil
        default:
            return nil
        }
    }

    /// The labels a call of `f` writes, one per parameter ("" for `_ x: T`, the name itself
    /// for `x: T`).
    private static func argumentLabels(_ f: FunctionDecl, _ t: TokenText) -> [String] {
        f.parameterTypeTokens.indices.map { t.callLabel(ofParameter: $0, of: f) ?? "" }
    }

    /// The label of the one argument of `func name(label x: T)` (`""` for `_ x: T`, the name
    /// itself for `x: T`), when that is all the method takes: not variadic, not `inout`, and
    /// neither `throws` nor `async` (a closure calling it then needs no `try`/`await`).
    private static func oneArgumentLabel(_ f: FunctionDecl, _ s: FileStructure, _ t: TokenText) -> String? {
        guard f.parameters.count == 1, f.parameterTypeTokens.count == 1 else { return nil }
        let type = Int(f.parameterTypeTokens[0])
        guard type >= 3, t.kind(type - 1) == .colon, t.isName(type - 2) else { return nil }
        let label: String, open: Int
        if t.kind(type - 3) == .leftParen {
            (label, open) = (t.string(type - 2), type - 3)
        } else if type >= 4, t.isName(type - 3), t.kind(type - 4) == .leftParen {
            (label, open) = (t.equals(type - 3, "_") ? "" : t.string(type - 3), type - 4)
        } else {
            return nil
        }
        let close = Int(s.match[open])
        let body = Int(s.scopes[Int(f.scope)].open)
        guard close > open, close < body else { return nil }
        var j = open + 1
        while j < close {
            // A second parameter (or a generic argument list's comma, which is rare enough
            // to give up on), variadic, inout.
            if t.kind(j) == .comma || t.keyword(j) == .inout || (t.kind(j) == .operator && t.equals(j, "...")) { return nil }
            if s.match[j] > j { j = Int(s.match[j]) }
            j += 1
        }
        for k in (close + 1)..<body where t.keyword(k) == .throws || t.keyword(k) == .rethrows || t.keyword(k) == .async { return nil }
        return label
    }

    /// Whether the function whose body is scope `scope` is a member of a type.
    private static func isMember(scope: Int32, _ s: FileStructure) -> Bool {
        let parent = s.scopes[Int(scope)].parent
        return parent >= 0 && s.scopes[Int(parent)].kind == .typeBody
    }

    /// The property a local is bound from, when `let|var name = [self.]property` (also in
    /// `guard let`/`if let`) comes before token `j` after `start`: its disposal is the
    /// property's.
    private static func aliasedProperty(of name: String, before j: Int, after start: Int, _ t: TokenText) -> String? {
        var k = j - 1
        while k > start {
            defer { k -= 1 }
            guard t.keyword(k) == .let || t.keyword(k) == .var, k + 3 < j, t.isName(k + 1), t.equals(k + 1, name: name),
                  t.kind(k + 2) == .equal else { continue }
            var v = k + 3
            if t.keyword(v) == .self, v + 2 < j, t.kind(v + 1) == .period { v += 2 }
            guard t.isName(v), t.keyword(v) == .none else { return nil }
            // Only a property itself, not `p.q`, `p?.q` or `p(…)`.
            let next = v + 1 < j ? t.kind(v + 1) : .newline
            if next == .period || next == .leftParen || next == .operator && t.isByte(v + 1, UInt8(ascii: "?")) && v + 2 < j && t.kind(v + 2) == .period {
                return nil
            }
            return t.string(v)
        }
        return nil
    }
}
