/// Building the type tables: each file's declarations and extensions placed on their types
/// (keyed by module, enclosing types, name and, when file-local, file), then merged in file
/// order, then each supertype name resolved where it is written, then lineages.
extension ProjectIndex {
    /// Builds the type tables from every file's type facts. `previous`, an index of the same
    /// files but with another version of file `changed`, lends the merged tables of every type
    /// whose facts are the same and come from other files (an editor's edit re-merges only
    /// the types the edited file declares or extends).
    mutating func buildTypes(_ groups: [[TypeFacts]], paths: [String], modules: [String],
                             reusing previous: ProjectIndex? = nil, changed: Int = -1) {
        fileModules.reserveCapacity(modules.count)
        var last: (name: String, id: Int32)?
        for m in modules {
            // Files come module by module: most take the one before's without a lookup.
            if let last, last.name == m { fileModules.append(last.id); continue }
            defer { last = (m, fileModules[fileModules.count - 1]) }
            if let id = moduleIDs[m] { fileModules.append(id) } else {
                let id = Int32(moduleIDs.count)
                moduleIDs[m] = id
                fileModules.append(id)
            }
        }
        filePaths = paths
        filePositions.reserveCapacity(paths.count)
        for g in paths.indices where filePositions[paths[g]] == nil { filePositions[paths[g]] = Int32(g) }
        factStart.reserveCapacity(groups.count + 1)
        var total: Int32 = 0
        for g in groups.indices {
            factStart.append(total)
            total += Int32(groups[g].count)
        }
        factStart.append(total)
        factParents.reserveCapacity(Int(total))
        factFiles.reserveCapacity(Int(total))
        for g in groups.indices {
            for k in groups[g].indices {
                factParents.append(groups[g][k].parent)
                factFiles.append(Int32(g))
            }
        }
        place(groups)
        merge(groups, paths: paths, reusing: previous, changed: changed)
        resolveSupertypes(groups)
        lineages = infos.indices.map { computeLineage(of: Int32($0)) }
        hasStaticBags = infos.contains { !$0.staticBags.isEmpty }
        for g in groups.indices {
            for k in groups[g].indices {
                for a in groups[g][k].passedArguments {
                    argumentsByCallee[a.callee, default: []].append(PassedArgumentUse(callerType: groups[g][k].name, file: Int32(g), callerPosition: Int32(k),
                                                                                     argument: a))
                }
            }
        }
        let own = infos.indices.map { ownNamedKind(of: $0) }
        namedKinds = infos.indices.map { computeNamedKind(of: Int32($0), own: own) }
    }

    /// Which type each fact declares or extends. Declarations first (an extension may come
    /// before its type's file); then extensions, resolved where they are written; then the
    /// types declared inside extensions, whose enclosing type is the extension's; then the
    /// extensions that named one of those. An extension of a type the project does not
    /// declare (or of an ambiguous name) extends a type every module shares, as a platform's.
    private mutating func place(_ groups: [[TypeFacts]]) {
        let count = factParents.count
        infos.reserveCapacity(count)
        slots = NamePositions(capacity: count)
        qualifiedNames = NamePositions(capacity: count)
        factSlots = [Int32](repeating: -1, count: count)
        var insideExtensions: [(g: Int, k: Int)] = []
        var extensions: [(g: Int, k: Int)] = []
        for g in groups.indices {
            let start = Int(factStart[g])
            for k in groups[g].indices {
                let parent = Int(groups[g][k].parent)
                if groups[g][k].kind == .extension {
                    extensions.append((g, k))
                } else if parent >= 0, groups[g][parent].kind == .extension || factSlots[start + parent] < 0 {
                    insideExtensions.append((g, k))
                } else {
                    factSlots[start + k] = declare(groups[g], k, file: g, outer: parent >= 0 ? factSlots[start + parent] : -1)
                }
            }
        }
        var unresolved: [(g: Int, k: Int)] = []
        for (g, k) in extensions {
            if let t = resolve(groups[g][k].qualifiedName, file: Int32(g), type: -1) { factSlots[Int(factStart[g]) + k] = t } else { unresolved.append((g, k)) }
        }
        for (g, k) in insideExtensions {
            let start = Int(factStart[g])
            factSlots[start + k] = declare(groups[g], k, file: g, outer: factSlots[start + Int(groups[g][k].parent)])
        }
        for (g, k) in unresolved {
            let f = groups[g][k]
            if let t = resolve(f.qualifiedName, file: Int32(g), type: -1) { factSlots[Int(factStart[g]) + k] = t; continue }
            factSlots[Int(factStart[g]) + k] = slot(for: TypeKey(module: -1, qualifiedName: f.qualifiedName, file: -1), name: f.name, outer: -1)
        }
    }

    /// The type declaration `k` of a file's facts declares: its module's, or its file's when
    /// file-local. (Read in place: the facts passed as a value are copied, every table retained.)
    private mutating func declare(_ facts: [TypeFacts], _ k: Int, file g: Int, outer: Int32) -> Int32 {
        let name = facts[k].name
        let qualified = outer >= 0 ? infos[Int(outer)].qualifiedName + "." + name : facts[k].qualifiedName
        return slot(for: TypeKey(module: fileModules[g], qualifiedName: qualified, file: facts[k].isFileLocal ? Int32(g) : -1), name: name, outer: outer)
    }

    /// The type with this key; nil when there is none.
    func position(of key: TypeKey) -> Int32? {
        guard let q = qualifiedNames.position(of: key.qualifiedName) else { return nil }
        var c = firstQualified[q]
        while c >= 0 {
            if infos[Int(c)].module == key.module && infos[Int(c)].file == key.file { return c }
            c = nextQualified[Int(c)]
        }
        return nil
    }

    private mutating func slot(for key: TypeKey, name: String, outer: Int32) -> Int32 {
        if let known = position(of: key) { return known }
        let slot = Int32(infos.count)
        // Built in place: a `var` appended after is copied, its tables retained and released.
        infos.append(TypeInfo(name: name, qualifiedName: key.qualifiedName, module: key.module, file: key.file, outer: outer))
        firstFact.append(-1)
        nestsTypes.append(false)
        if outer >= 0 { nestsTypes[Int(outer)] = true }
        // Each new type goes first in its lists: only whether one exists, and which, is read.
        let (q, newQualified) = qualifiedNames.insert(key.qualifiedName)
        if newQualified { firstQualified.append(slot); nextQualified.append(-1) } else { nextQualified.append(firstQualified[q]); firstQualified[q] = slot }
        let (p, newName) = slots.insert(name)
        if newName { firstNamed.append(slot); nextNamed.append(-1) } else { nextNamed.append(firstNamed[p]); firstNamed[p] = slot }
        if newName { nameSummaries.append(NameSummary()) }
        summarize(slot, name: p)
        return slot
    }

    /// Adds type `slot` to the summary of its name (position `p`). The first added of each
    /// kind stays: `pick` walks a name's types newest first and keeps the last it meets.
    private mutating func summarize(_ slot: Int32, name p: Int) {
        let info = Int(slot)
        if infos[info].outer >= 0 {
            nameSummaries[p].nested = true
            nestedNamed[Self.moduleNamedKey(p, infos[info].outer)] = slot
        }
        if infos[info].outer >= 0 || infos[info].file >= 0 {
            nameSummaries[p].simple = false
        } else if infos[info].module < 0 {
            if nameSummaries[p].firstExternal < 0 { nameSummaries[p].firstExternal = slot }
        } else {
            nameSummaries[p].declared += 1
            let first = nameSummaries[p].firstDeclared
            if first < 0 {
                nameSummaries[p].firstDeclared = slot
                return
            }
            // Counted by module only once a second one comes (most names have one type).
            if nameSummaries[p].declared == 2 {
                moduleNamed[Self.moduleNamedKey(p, infos[Int(first)].module)] = ModuleNamed(count: 1, first: first)
            }
            let key = Self.moduleNamedKey(p, infos[info].module)
            if moduleNamed[key] != nil { moduleNamed[key]!.count += 1 } else { moduleNamed[key] = ModuleNamed(count: 1, first: slot) }
        }
    }

    static func moduleNamedKey(_ p: Int, _ module: Int32) -> Int64 {
        Int64(p) << 32 | Int64(UInt32(bitPattern: module))
    }

    /// The facts merged into `slot`, in file order, as (file, position in the file).
    func facts(of slot: Int) -> [(g: Int, k: Int)] {
        var result: [(g: Int, k: Int)] = []
        var f = firstFact[slot]
        while f >= 0 {
            let g = Int(factFiles[Int(f)])
            result.append((g, Int(f - factStart[g])))
            f = nextFact[Int(f)]
        }
        return result
    }

    /// Each type's facts merged in file order. Most types are declared once and never
    /// extended: their first facts' tables are taken as they are.
    private mutating func merge(_ groups: [[TypeFacts]], paths: [String], reusing previous: ProjectIndex?, changed: Int) {
        // Threaded from the last fact back, so each list comes out in file order.
        nextFact = [Int32](repeating: -1, count: factSlots.count)
        for f in factSlots.indices.reversed() where factSlots[f] >= 0 {
            let slot = Int(factSlots[f])
            nextFact[f] = firstFact[slot]
            firstFact[slot] = Int32(f)
        }
        for slot in infos.indices {
            if let previous, changed >= 0, let old = previous.position(of: TypeKey(module: infos[slot].module, qualifiedName: infos[slot].qualifiedName, file: infos[slot].file)) {
                let mine = facts(of: slot)
                if !mine.contains(where: { $0.g == changed }), previous.facts(of: Int(old)).elementsEqual(mine, by: { $0 == $1 }) {
                    let kept = previous.infos[Int(old)]
                    infos[slot].kind = kept.kind
                    infos[slot].properties = kept.properties
                    infos[slot].methods = kept.methods
                    infos[slot].disposedProperties = kept.disposedProperties
                    infos[slot].disposingMethods = kept.disposingMethods
                    infos[slot].weakProperties = kept.weakProperties
                    infos[slot].outletProperties = kept.outletProperties
                    infos[slot].createdProperties = kept.createdProperties
                    infos[slot].sharedInstances = kept.sharedInstances
                    infos[slot].staticBags = kept.staticBags
                    infos[slot].reassignedProperties = kept.reassignedProperties
                    infos[slot].propertyChains = kept.propertyChains
                    infos[slot].bagArguments = kept.bagArguments
                    infos[slot].bagDeclarations = kept.bagDeclarations
                    infos[slot].assignedProperties = kept.assignedProperties
                    infos[slot].completedProperties = kept.completedProperties
                    continue
                }
            }
            var f = firstFact[slot]
            var first = true
            while f >= 0 {
                defer { f = nextFact[Int(f)] }
                let g = Int(factFiles[Int(f)]), k = Int(f - factStart[g])
                // Bag declarations (rare) learn their file.
                var bags = groups[g][k].bagDeclarations
                if !bags.isEmpty, g < paths.count { for b in bags.indices { bags[b].file = paths[g] } }
                if !first {
                    // Merged in place, so the tables are not copied per file.
                    infos[slot].merge(groups[g][k])
                    infos[slot].bagDeclarations += bags
                    continue
                }
                first = false
                infos[slot].kind = groups[g][k].kind == .extension ? nil : groups[g][k].kind
                infos[slot].properties = groups[g][k].properties
                infos[slot].methods = groups[g][k].methods
                infos[slot].disposedProperties = groups[g][k].disposedProperties
                infos[slot].disposingMethods = groups[g][k].disposingMethods
                infos[slot].weakProperties = groups[g][k].weakProperties
                infos[slot].outletProperties = groups[g][k].outletProperties
                infos[slot].createdProperties = groups[g][k].createdProperties
                infos[slot].sharedInstances = groups[g][k].sharedInstances
                infos[slot].staticBags = groups[g][k].staticBags
                infos[slot].reassignedProperties = groups[g][k].reassignedProperties
                infos[slot].propertyChains = groups[g][k].propertyChains
                infos[slot].bagArguments = groups[g][k].bagArguments
                infos[slot].bagDeclarations = bags
                infos[slot].assignedProperties = groups[g][k].assignedProperties
                infos[slot].completedProperties = groups[g][k].completedProperties
            }
        }
    }

    /// Each type's supertype names, from every fact in file order, each resolved in the
    /// scope of the file writing it (from the type the declaration is nested in).
    private mutating func resolveSupertypes(_ groups: [[TypeFacts]]) {
        for slot in infos.indices {
            var f = firstFact[slot]
            while f >= 0 {
                defer { f = nextFact[Int(f)] }
                let g = Int(factFiles[Int(f)]), k = Int(f - factStart[g])
                // A class's superclass comes first; a protocol may constrain its conformers to
                // any class it inherits (`protocol Screen: UIViewController`).
                let kind = groups[g][k].kind
                let inherited = groups[g][k].inherited
                let candidates = kind == .class ? inherited.prefix(1) : kind == .protocol ? inherited[...] : []
                for name in candidates where name != "NSObject" && name != "AnyObject" && name != "class" {
                    let parent = resolve(name, file: Int32(g), type: groups[g][k].parent)
                    if parent == nil || parent == Int32(slot) { infos[slot].unseenSuperclass = true }
                }
                // Sized at the first fact (most types have one): grown from empty, the two
                // lists' copies cost more than resolving the names.
                if infos[slot].inherited.isEmpty, inherited.count > 0 {
                    infos[slot].inherited.reserveCapacity(inherited.count)
                    infos[slot].parents.reserveCapacity(inherited.count)
                }
                for name in inherited where !infos[slot].inherited.contains(name) {
                    var parent = resolve(name, file: Int32(g), type: groups[g][k].parent) ?? -1
                    // `class ViewModel: Base.ViewModel` written `ViewModel`: not itself.
                    if parent == Int32(slot) { parent = -1 }
                    infos[slot].inherited.append(name)
                    infos[slot].parents.append(parent)
                }
            }
        }
    }
}
