import CLibClang

/// Parses one Objective-C file with libclang and flattens what the analysis reads.
struct ClangParser {
    let library: LibClang
    /// Compiler arguments (language, target, include paths…), the file's path excluded.
    let arguments: [String]
    /// Files clang reads from memory instead of disk: the stub header and the empty SDK
    /// umbrella headers it stands for.
    let virtualFiles: [(path: String, contents: [UInt8])]
    /// Where the parse counts its work, when someone measures it.
    var work: ObjCWork?
    /// Whether the walk reads the offsets of the file's own locations from them (see
    /// `Flattener.mainFileOffset`) rather than asking libclang each time; the tests compare both.
    var decodesFileLocations = true

    init(library: LibClang, arguments: [String], virtualFiles: [(path: String, contents: [UInt8])], work: ObjCWork? = nil) {
        self.library = library
        self.arguments = arguments
        self.virtualFiles = virtualFiles
        self.work = work
    }

    /// The deepest nesting flattened; below it a subtree is skipped and the parse says so.
    /// Files nested past the compiler's bracket limit are refused before the parse
    /// (`ObjCNesting`), so real trees stay far shallower (about five levels per bracket).
    static let depthLimit = 4096

    enum Failure: Error {
        /// libclang returned an error code instead of a translation unit.
        case parse(code: Int32)
    }

    /// `path` is where the file is (for its `#import "…"`s); `bytes` is its text, which may be
    /// newer than the disk's (a staged version, standard input).
    /// With `flatten` false the translation unit is only built and released: the bare parse
    /// the benchmark compares the analysis with. With `within`, only the implementations that
    /// overlap one of those byte ranges are read (the proof of fixes reads the edited ones).
    /// With `readsInterfaces`, the file's `@interface` declarations are read too (their extents
    /// and members, not their trees): the proof of fixes leaves out those it does not need.
    func parse(path: String, bytes: [UInt8], flatten: Bool = true, within: [Range<Int>]? = nil,
               readsInterfaces: Bool = false) -> Result<(syntax: ObjCSyntax, depthLimited: Bool), Failure> {
        let api = library.api
        guard let index = api.createIndex(0, 0) else { return .failure(.parse(code: -1)) }
        defer { api.disposeIndex(index) }
        // Keep going past errors (a missing header is one), and record macro expansions:
        // `RAC(…)`, `RACObserve(…)` and `@weakify` are recognised by them.
        let (code, unit) = translationUnit(index: index, path: path, bytes: bytes, options: 0x200 | 0x01)
        guard code == 0, let unit else { return .failure(.parse(code: code)) }
        defer { api.disposeTranslationUnit(unit) }
        work?.parsed(bytes: bytes.count)
        guard flatten else { return .success((ObjCSyntax(), false)) }
        let mainFile = api.getFile(unit, path)
        let flattener = Flattener(library: library, mainFile: mainFile)
        let fileExtent = decodesFileLocations ? flattener.readMainFileExtent(unit: unit, size: bytes.count) : nil
        if fileExtent != nil { work?.decodedParses += 1 }
        // About one node per five bytes of app code: grown by doubling, the array would copy
        // (and retain and release the strings of) every node several times.
        flattener.nodes.reserveCapacity(bytes.count / 5)
        let scan = ObjCTextScan(bytes, work: work)
        withExtendedLifetime(flattener) {
            // Each implementation, found where its text starts: the translation unit's top
            // level also lists every declaration of the precompiled stub, thousands per file.
            var entered = Set<Int32>()
            for offset in scan.implementations {
                // A location made from the file's own extent: `getLocationForOffset` would
                // first index every macro argument of the file (a few percent of the parse).
                let location = fileExtent.map { RXClangLocation(pointerData: $0.pointerData, intData: $0.beginIntData + UInt32(offset)) }
                    ?? api.getLocationForOffset(unit, mainFile, UInt32(offset))
                let cursor = api.getCursor(unit, location)
                let kind = ObjCKind(rawValue: api.getCursorKind(cursor)) ?? .other
                guard kind == .implementationDecl || kind == .categoryImplDecl else { continue }
                let extent = api.getCursorExtent(cursor)
                let start = flattener.offset(api.getRangeStart(extent))
                if let within {
                    // The ranges are in order and apart: the first that ends after the start.
                    let end = Int(flattener.offset(api.getRangeEnd(extent)))
                    var low = 0, high = within.count
                    while low < high {
                        let mid = (low + high) / 2
                        if within[mid].upperBound <= Int(start) { low = mid + 1 } else { high = mid }
                    }
                    guard low < within.count, within[low].lowerBound < end else { continue }
                }
                guard entered.insert(start).inserted else { continue }
                flattener.walk(cursor)
            }
        }
        var syntax = ObjCSyntax()
        if readsInterfaces {
            syntax.interfaces = scan.interfaces.compactMap { offset in
                let location = fileExtent.map { RXClangLocation(pointerData: $0.pointerData, intData: $0.beginIntData + UInt32(offset)) }
                    ?? api.getLocationForOffset(unit, mainFile, UInt32(offset))
                return flattener.interface(at: api.getCursor(unit, location), offset: offset)
            }
        }
        // The macros' uses, as the analysis reads them (`RAC(…) =`, a `RACObserve` in a block).
        for macro in scan.macros {
            flattener.nodes.append(ObjCNode(kind: .macroExpansion, parent: -1, subtreeEnd: Int32(flattener.nodes.count + 1),
                                            start: Int32(macro.start), end: Int32(macro.end), name: macro.name, referenced: .other,
                                            propertyAttributes: [], type: "", referencedStart: -1, location: Int32(macro.start)))
        }
        syntax.nodes = flattener.nodes
        // The inactive `#if` branches of the file itself, which the tree does not hold.
        if let mainFile, let list = api.getSkippedRanges(unit, mainFile) {
            for k in 0..<Int(list.pointee.count) {
                let range = list.pointee.ranges[k]
                let start = flattener.offset(api.getRangeStart(range)), end = flattener.offset(api.getRangeEnd(range))
                if start >= 0, end > start { syntax.inactiveRanges.append(start..<end) }
            }
            api.disposeSourceRangeList(list)
        }
        work?.add(syntax.nodes.count)
        let diagnostics = api.getNumDiagnostics(unit)
        for k in 0..<diagnostics {
            guard let d = api.getDiagnostic(unit, k) else { continue }
            // 3 = error, 4 = fatal.
            if api.getDiagnosticSeverity(d) >= 3 {
                syntax.errorCount += 1
                // Where, when it is in the file itself: the fix check compares errors per method.
                var file: RXClangFile?
                var offset: UInt32 = 0
                api.getExpansionLocation(api.getDiagnosticLocation(d), &file, nil, nil, &offset)
                if let file, file == mainFile { syntax.errorOffsets.append(Int32(clamping: offset)) }
            }
            api.disposeDiagnostic(d)
        }
        return .success((syntax, flattener.depthLimited))
    }
}

extension ClangParser {
    /// Parses the file at `path` (its text `bytes`, the virtual files beside it) into a
    /// translation unit the caller disposes; libclang's error code when it could not.
    func translationUnit(index: RXClangIndex, path: String, bytes: [UInt8], options: UInt32) -> (Int32, RXClangTranslationUnit?) {
        let api = library.api
        var unit: RXClangTranslationUnit?
        // Every C string must outlive the parse: they are made here and freed after it.
        var owned: [UnsafeMutablePointer<CChar>] = []
        defer { owned.forEach { free($0) } }
        func cString(_ s: String) -> UnsafeMutablePointer<CChar> {
            let p = strdup(s)!
            owned.append(p)
            return p
        }
        func cBytes(_ b: [UInt8]) -> UnsafeMutablePointer<CChar> {
            let p = malloc(b.count + 1)!.assumingMemoryBound(to: CChar.self)
            b.withUnsafeBytes { raw in if let base = raw.baseAddress { memcpy(p, base, b.count) } }
            p[b.count] = 0
            owned.append(p)
            return p
        }
        var unsaved: [RXClangUnsavedFile] = [RXClangUnsavedFile(filename: cString(path), contents: cBytes(bytes), length: UInt(bytes.count))]
        for file in virtualFiles where file.path != path {
            unsaved.append(RXClangUnsavedFile(filename: cString(file.path), contents: cBytes(file.contents), length: UInt(file.contents.count)))
        }
        let args: [UnsafePointer<CChar>?] = arguments.map { UnsafePointer(cString($0)) }
        let code = args.withUnsafeBufferPointer { argv in
            unsaved.withUnsafeMutableBufferPointer { files in
                api.parseTranslationUnit2(index, path, argv.baseAddress, Int32(argv.count), files.baseAddress, UInt32(files.count), options, &unit)
            }
        }
        return (code, unit)
    }

    /// Parses the header `contents` (at virtual `path`) for serialization and saves it as a
    /// precompiled header at `output`; whether that worked.
    func savePrecompiledHeader(path: String, contents: [UInt8], to output: String) -> Bool {
        let api = library.api
        guard let index = api.createIndex(0, 0) else { return false }
        defer { api.disposeIndex(index) }
        // KeepGoing, the preprocessing record (the files parsed against it record their
        // macro expansions too), and ForSerialization.
        let (code, unit) = translationUnit(index: index, path: path, bytes: contents, options: 0x200 | 0x01 | 0x10)
        guard code == 0, let unit else { return false }
        defer { api.disposeTranslationUnit(unit) }
        return api.saveTranslationUnit(unit, output, api.defaultSaveOptions(unit)) == 0
    }
}

/// The context of the search for an interface's superclass reference.
private final class SuperclassSearch {
    let api: RXClangAPI
    var found: RXClangCursor?
    init(api: RXClangAPI) { self.api = api }
}

/// Walks a cursor's subtree into `nodes`, in pre-order.
private final class Flattener {
    let library: LibClang
    // Read and written by one walk on one thread, a callback at a time: the runtime's
    // exclusivity checks on these (a tenth of the walk's own instructions) prove nothing.
    @exclusivity(unchecked) var nodes: [ObjCNode] = []
    var depthLimited = false

    /// The kinds whose spelling the analysis reads, and those whose own location it reads
    /// (a switch: asked of every node, a set's hashing showed in profiles).
    static func isNamed(_ kind: ObjCKind) -> Bool {
        switch kind {
        case .messageExpr, .declRefExpr, .memberRefExpr, .varDecl, .parmDecl, .propertyDecl, .ivarDecl, .instanceMethodDecl,
             .classMethodDecl, .implementationDecl, .categoryImplDecl, .classRef, .macroExpansion, .binaryOperator:
            return true
        default:
            return false
        }
    }

    static func isLocated(_ kind: ObjCKind) -> Bool {
        kind == .varDecl || kind == .parmDecl || kind == .memberRefExpr
    }
    /// Whether the current implementation's lineage was read from a `self`.
    private var lineageKnown = false

    /// The file being parsed, to tell its positions from the headers'.
    let mainFile: RXClangFile?

    init(library: LibClang, mainFile: RXClangFile?) {
        self.library = library
        self.mainFile = mainFile
    }

    /// Flattens `root` and its subtree. One libclang visitor walks the whole subtree (each
    /// cursor answered "recurse"): a visitor per node, as a walk that visits each node's
    /// children itself makes, costs libclang a visitor, a work list and their allocations per
    /// node (about 6% of the walk's instructions). The visitor says each cursor's parent; the
    /// open ancestors are kept on `open`, and a node's subtree ends when a cursor arrives
    /// whose parent is an earlier ancestor. The order is the same: pre-order, as the source.
    func walk(_ root: RXClangCursor) {
        let api = library.api
        open.removeAll(keepingCapacity: true)
        open.append((root, add(root, parent: -1)))
        _ = api.visitChildren(root, { cursor, parent, context in
            let f = Unmanaged<Flattener>.fromOpaque(context!).takeUnretainedValue()
            return f.visit(cursor, parent: parent)
        }, Unmanaged.passUnretained(self).toOpaque())
        while let (_, index) = open.popLast() { nodes[Int(index)].subtreeEnd = Int32(nodes.count) }
    }

    /// The ancestors of the cursor being visited, root first, with their nodes.
    @exclusivity(unchecked) private var open: [(cursor: RXClangCursor, node: Int32)] = []

    @inline(__always)
    private func visit(_ cursor: RXClangCursor, parent: RXClangCursor) -> Int32 {
        let api = library.api
        while let last = open.last, api.equalCursors(last.cursor, parent) == 0 {
            open.removeLast()
            nodes[Int(last.node)].subtreeEnd = Int32(nodes.count)
        }
        let index = add(cursor, parent: open.last?.node ?? -1)
        // The node at the depth limit is kept, its subtree skipped.
        guard open.count < ClangParser.depthLimit else {
            depthLimited = true
            nodes[Int(index)].subtreeEnd = Int32(nodes.count)
            return 1
        }
        open.append((cursor, index))
        return 2
    }

    /// Appends the node of `cursor` (its subtree's end left to the walk) and returns its index.
    private func add(_ cursor: RXClangCursor, parent: Int32) -> Int32 {
        let api = library.api
        let rawKind = api.getCursorKind(cursor)
        let kind = ObjCKind(rawValue: rawKind) ?? .other
        let extent = api.getCursorExtent(cursor)
        // Only what the analysis reads is asked of libclang: every call and string costs, and
        // the walk must stay close to the parse's own cost.
        let start = offset(api.getRangeStart(extent)), end = offset(api.getRangeEnd(extent))
        let name = Self.isNamed(kind) ? library.take(api.getCursorSpelling(cursor)) : ""
        let location = Self.isLocated(kind) ? offset(api.getCursorLocation(cursor)) : -1
        var referenced = ObjCKind.other
        var referencedStart: Int32 = -1
        var propertyAttributes: ObjCPropertyAttributes = []
        var type = ""
        switch kind {
        case .declRefExpr, .memberRefExpr, .messageExpr:
            let target = api.getCursorReferenced(cursor)
            if api.cursorIsNull(target) == 0 {
                referenced = ObjCKind(rawValue: api.getCursorKind(target)) ?? .other
                guard kind != .messageExpr else { break }
                let location = api.getCursorLocation(target)
                // Where the declaration was expanded, when that is this file: a macro's
                // declaration (`@weakify`'s `self_weak_`) is spelled in the stub but lives here.
                if let inFile = mainFileOffset(location) {
                    referencedStart = inFile
                } else {
                    var file: RXClangFile?
                    var value: UInt32 = 0
                    api.getExpansionLocation(location, &file, nil, nil, &value)
                    if let file, file == mainFile { referencedStart = Int32(clamping: value) }
                }
                if referenced == .propertyDecl {
                    propertyAttributes = ObjCPropertyAttributes(rawValue: api.getObjCPropertyAttributes(target, 0))
                }
                // A property reference's own type is a pseudo-object: the declaration's says
                // what it holds (an instance variable's, whether it is `__weak`). A variable
                // reference's is not read (its declaration's is): printing a type is among
                // the dearest calls of the walk.
                if kind == .memberRefExpr { type = spelling(of: api.getCursorType(target)) }
            }
        case .propertyDecl:
            propertyAttributes = ObjCPropertyAttributes(rawValue: api.getObjCPropertyAttributes(cursor, 0))
        case .implementationDecl, .categoryImplDecl:
            lineageKnown = false
        default:
            break
        }
        switch kind {
        case .varDecl, .parmDecl, .propertyDecl, .ivarDecl:
            type = spelling(of: api.getCursorType(cursor))
        case .selfExpr where !lineageKnown:
            // `VM *` plus the superclasses: what kind of object self is (a view, a controller),
            // read once per implementation.
            type = lineage(of: api.getCursorType(cursor))
            lineageKnown = !type.isEmpty
        default:
            break
        }
        // Made in the call: a node built first in a variable was copied into the array.
        nodes.append(ObjCNode(kind: kind, parent: parent, subtreeEnd: 0, start: start, end: end, name: name, referenced: referenced,
                              propertyAttributes: propertyAttributes, type: type, referencedStart: referencedStart, location: location))
        return Int32(nodes.count - 1)
    }

    /// The `@interface` declaration at `cursor`, when it starts at `offset`: its extent, and
    /// each direct child's kind, spelling and extent (members are not walked further).
    func interface(at cursor: RXClangCursor, offset: Int) -> ObjCInterfaceDeclaration? {
        let api = library.api
        let kind = api.getCursorKind(cursor)
        guard kind == ObjCKind.interfaceDecl.rawValue || kind == ObjCKind.categoryDecl.rawValue else { return nil }
        let extent = api.getCursorExtent(cursor)
        let start = self.offset(api.getRangeStart(extent))
        guard Int(start) == offset else { return nil }
        let members = MemberList(flattener: self)
        withExtendedLifetime(members) {
            _ = api.visitChildren(cursor, { cursor, _, context in
                let list = Unmanaged<MemberList>.fromOpaque(context!).takeUnretainedValue()
                list.add(cursor)
                return 1
            }, Unmanaged.passUnretained(members).toOpaque())
        }
        return ObjCInterfaceDeclaration(start: start, end: self.offset(api.getRangeEnd(extent)),
                                        name: library.take(api.getCursorSpelling(cursor)),
                                        isCategory: kind == ObjCKind.categoryDecl.rawValue, members: members.members)
    }

    /// The direct children of an `@interface`, as they are visited.
    private final class MemberList {
        unowned let flattener: Flattener
        var members: [ObjCInterfaceDeclaration.Member] = []
        init(flattener: Flattener) { self.flattener = flattener }

        func add(_ cursor: RXClangCursor) {
            let api = flattener.library.api
            let extent = api.getCursorExtent(cursor)
            members.append(.init(kind: api.getCursorKind(cursor), name: flattener.library.take(api.getCursorSpelling(cursor)),
                                 start: flattener.offset(api.getRangeStart(extent)), end: flattener.offset(api.getRangeEnd(extent))))
        }
    }

    /// `Class:Superclass:…:NSObject` for an object pointer type, as far as the parse declares it.
    private func lineage(of type: RXClangType) -> String {
        let api = library.api
        let spelled = library.take(api.getTypeSpelling(type))
        if let known = lineages[spelled] { return known }
        var names: [String] = []
        var declaration = api.getTypeDeclaration(api.getPointeeType(type))
        while api.cursorIsNull(declaration) == 0, api.getCursorKind(declaration) == ObjCKind.interfaceDecl.rawValue, names.count < 64 {
            names.append(library.take(api.getCursorSpelling(declaration)))
            let search = SuperclassSearch(api: api)
            withExtendedLifetime(search) {
                _ = api.visitChildren(declaration, { cursor, _, context in
                    let search = Unmanaged<SuperclassSearch>.fromOpaque(context!).takeUnretainedValue()
                    // 40: the interface's superclass reference.
                    guard search.api.getCursorKind(cursor) == 40 else { return 1 }
                    search.found = cursor
                    return 0
                }, Unmanaged.passUnretained(search).toOpaque())
            }
            let superclass = search.found
            guard let found = superclass else { break }
            declaration = api.getCursorReferenced(found)
        }
        let result = names.joined(separator: ":")
        lineages[spelled] = result
        return result
    }

    private var lineages: [String: String] = [:]

    /// How a type is spelled. Printing a type is among the dearest calls of the walk, and a
    /// file declares the same few types over and over (`NSString *`, `id`, `RACSignal *`): the
    /// spelling is kept per type, which libclang identifies by its first pointer (the type with
    /// its qualifiers) for the life of the translation unit.
    private func spelling(of type: RXClangType) -> String {
        let key = UInt(bitPattern: type.data.0)
        if key != 0, let known = typeSpellings[key] { return known }
        let spelled = library.take(library.api.getTypeSpelling(type))
        if key != 0 { typeSpellings[key] = spelled }
        return spelled
    }

    private var typeSpellings: [UInt: String] = [:]

    /// The byte offset in the main file where `location` was written, or expanded.
    func offset(_ location: RXClangLocation) -> Int32 {
        if let inFile = mainFileOffset(location) { return inFile }
        // A location a macro made: libclang searches every file and macro expansion of the
        // unit for it. A node and its first child start at the same location, and the nodes
        // of one expansion share a few: the last answers are kept, by location (which names
        // one place for the life of the translation unit).
        let slot = Int(location.intData & UInt32(Self.expansionSlots - 1))
        if expansionKeys[slot] == location.intData, location.intData != 0 { return expansionOffsets[slot] }
        var value: UInt32 = 0
        library.api.getExpansionLocation(location, nil, nil, nil, &value)
        let result = Int32(clamping: value)
        expansionKeys[slot] = location.intData
        expansionOffsets[slot] = result
        return result
    }

    private static let expansionSlots = 1024
    @exclusivity(unchecked) private var expansionKeys = [UInt32](repeating: 0, count: Flattener.expansionSlots)
    @exclusivity(unchecked) private var expansionOffsets = [Int32](repeating: 0, count: Flattener.expansionSlots)

    /// Where the main file's text begins among the translation unit's locations, and its
    /// size: a location written in the file itself (not produced by a macro) is then its
    /// offset from that beginning. libclang's `getExpansionLocation` answers the same after a
    /// search of every file and macro expansion of the unit, twice per node, which cost a fifth
    /// of the walk. Nil until checked against libclang's own answer (`readMainFileExtent`).
    private var mainFileStart: UInt32?
    private var mainFileSize: UInt32 = 0

    /// The offset of `location` in the main file when it is a plain location of that file.
    /// The file's locations are one unbroken run (`mainFileStart`…`+ size`): no other file's or
    /// macro's location falls in it.
    @inline(__always)
    func mainFileOffset(_ location: RXClangLocation) -> Int32? {
        guard let start = mainFileStart else { return nil }
        let distance = location.intData &- start
        return distance <= mainFileSize ? Int32(distance) : nil
    }

    /// The main file's extent (the translation unit cursor's), and the fast path of `offset`
    /// when libclang's own answers for both its ends agree with it: the file's beginning at
    /// offset 0, its end at `size`, in the main file. Otherwise (another encoding of locations
    /// than the one measured) every location is asked of libclang.
    func readMainFileExtent(unit: RXClangTranslationUnit, size: Int) -> RXClangRange? {
        let api = library.api
        guard let mainFile, size < Int(Int32.max) else { return nil }
        let extent = api.getCursorExtent(api.getTranslationUnitCursor(unit))
        guard extent.pointerData.0 != nil, extent.endIntData &- extent.beginIntData == UInt32(size) else { return nil }
        for (location, expected) in [(api.getRangeStart(extent), 0), (api.getRangeEnd(extent), size)] {
            var file: RXClangFile?
            var value: UInt32 = 0
            api.getExpansionLocation(location, &file, nil, nil, &value)
            guard let file, file == mainFile, Int(value) == expected else { return nil }
        }
        mainFileStart = extent.beginIntData
        mainFileSize = UInt32(size)
        return extent
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
