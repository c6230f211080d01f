/// Updating the index when one file's facts change (an editor's buffer): what the change
/// touches is worked out again from every file, and the rest is kept. The result answers
/// every question exactly as `ProjectIndex(files)` built anew would; only which position a
/// type takes inside the tables may differ, which no question reads.
extension ProjectIndex {
    /// Makes this index, built from the same files but with `previous` in place of
    /// `files[changed]`, the index of `files`; false, with nothing changed, when the change
    /// removes the last declaration of a type name (every later position would move: build the
    /// index anew then). Done in place: an index held by one owner is not copied.
    public mutating func update(replacing previous: FileAnalysis, at changed: Int, in files: [FileAnalysis]) -> Bool {
        let current = files[changed]
        let before = Set(previous.types.map(\.name))
        let after = Set(current.types.map(\.name))
        let gone = before.subtracting(after)
        if !gone.isEmpty {
            var stillDeclared = Set<String>()
            for file in files { for t in file.types where gone.contains(t.name) { stillDeclared.insert(t.name) } }
            if stillDeclared.count < gone.count { return false }
        }
        let touched = before.union(after)
        let supertypes = touched.map { name in slots.position(of: name).map { infos[$0].inherited } }
        // The touched types merged again from every file's facts, in file order, by the first
        // build's own merge (an index of those types alone).
        let merged = ProjectIndex(ProjectIndex.facts(of: touched, in: files))
        var added: [String] = []
        let oldCount = infos.count
        for name in touched.sorted() {
            guard let m = merged.slots.position(of: name) else { continue }
            if let slot = slots.position(of: name) {
                infos[slot] = merged.infos[m]
            } else {
                // A name new to the project takes the next position, as a first build gives one.
                _ = slots.insert(name)
                infos.append(merged.infos[m])
                added.append(name)
            }
        }
        recomputeProperties(ProjectIndex.changedPropertyNames(previous.types, current.types), files)
        recomputeMethods(ProjectIndex.changedMethodNames(previous.types, current.types), files)
        if Set(previous.calledNames) != Set(current.calledNames) { calledNames = CalledNameTable(files) }
        relink(changedSupertypes: zip(touched, supertypes).compactMap { name, old in
            slots.position(of: name).flatMap { infos[$0].inherited != old ? Int32($0) : nil }
        }, added: added, oldCount: oldCount)
        hasStaticBags = infos.contains { !$0.staticBags.isEmpty }
        return true
    }

    /// Lineages and named kinds again for the types whose lineage can have changed: those that
    /// went through a type whose supertypes changed, or through a type naming a supertype that
    /// is new to the project (it resolves now), and the new types themselves.
    private mutating func relink(changedSupertypes: [Int32], added: [String], oldCount: Int) {
        var seeds = Set(changedSupertypes)
        if !added.isEmpty {
            let lengths = added.map(\.utf8.count)
            for k in infos.indices where infos[k].inherited.contains(where: { lengths.contains($0.utf8.count) && added.contains($0) }) {
                seeds.insert(Int32(k))
            }
        }
        guard !seeds.isEmpty || infos.count > oldCount else { return }
        lineages += Array(repeating: [], count: infos.count - lineages.count)
        namedKinds += Array(repeating: [], count: infos.count - namedKinds.count)
        let affected = infos.indices.filter { $0 >= oldCount || lineages[$0].contains(where: seeds.contains) }
        for k in affected { lineages[k] = computeLineage(of: Int32(k)) }
        for k in affected { namedKinds[k] = computeNamedKind(of: Int32(k)) }
    }

    /// Each file's facts of the types named `names` (and nothing else), in file order.
    private static func facts(of names: Set<String>, in files: [FileAnalysis]) -> [FileAnalysis] {
        // An edit touches a type or two: comparing with each is cheaper than hashing every
        // type name of the project.
        let touched = Array(names)
        let lengths = touched.map(\.utf8.count)
        var picked: [FileAnalysis] = []
        for g in files.indices {
            var types: [TypeFacts] = []
            for k in files[g].types.indices {
                let name = files[g].types[k].name
                guard lengths.contains(name.utf8.count), touched.contains(name) else { continue }
                types.append(files[g].types[k])
            }
            guard !types.isEmpty else { continue }
            var facts = FileAnalysis(path: files[g].path)
            facts.types = types
            picked.append(facts)
        }
        return picked
    }

    /// Property names whose declared types differ between two versions of a file's facts.
    private static func changedPropertyNames(_ a: [TypeFacts], _ b: [TypeFacts]) -> Set<String> {
        func pairs(_ facts: [TypeFacts]) -> [String: [String]] {
            var result: [String: [String]] = [:]
            for t in facts { for (name, type) in t.properties.entries where !type.isEmpty { result[name, default: []].append(type) } }
            return result
        }
        let x = pairs(a), y = pairs(b)
        return Set(x.keys).union(y.keys).filter { x[$0] != y[$0] }
    }

    /// Method names whose facts differ between two versions of a file's facts.
    private static func changedMethodNames(_ a: [TypeFacts], _ b: [TypeFacts]) -> Set<String> {
        func lists(_ facts: [TypeFacts]) -> [String: [MethodFacts]] {
            var result: [String: [MethodFacts]] = [:]
            for t in facts { for (name, m) in t.methods.entries { result[name, default: []].append(m) } }
            return result
        }
        let x = lists(a), y = lists(b)
        return Set(x.keys).union(y.keys).filter { name in
            let p = x[name] ?? [], q = y[name] ?? []
            return p.count != q.count || zip(p, q).contains { !$0.sameFacts(as: $1) }
        }
    }

    /// The one type every declaration of each property name agrees on, from every file; a
    /// name no file declares any more reads as a disagreement, which answers the same (nil).
    private mutating func recomputeProperties(_ names: Set<String>, _ files: [FileAnalysis]) {
        guard !names.isEmpty else { return }
        var agreed: [String: String] = [:]
        for g in files.indices {
            for k in files[g].types.indices {
                for name in names {
                    guard let type = files[g].types[k].properties[name], !type.isEmpty else { continue }
                    if agreed[name] == nil { agreed[name] = type } else { agreed[name]!.agree(with: type) }
                }
            }
        }
        for name in names {
            let (p, inserted) = propertyNames.insert(name)
            if inserted { propertyTypes.append(agreed[name] ?? "") } else { propertyTypes[p] = agreed[name] ?? "" }
        }
    }

    /// Every declaration of each method name, in file order; none reads as absent.
    private mutating func recomputeMethods(_ names: Set<String>, _ files: [FileAnalysis]) {
        guard !names.isEmpty else { return }
        var declared: [String: [MethodFacts]] = [:]
        for g in files.indices {
            for k in files[g].types.indices {
                for name in names {
                    if let m = files[g].types[k].methods[name] { declared[name, default: []].append(m) }
                }
            }
        }
        for name in names {
            let (p, inserted) = methodNames.insert(name)
            if inserted { methodsByName.append(declared[name] ?? []) } else { methodsByName[p] = declared[name] ?? [] }
        }
    }
}

extension MethodFacts {
    /// Whether two declarations say the same of a method (every field:
    /// `ProjectIndexUpdateTests` fails when one is added and not compared here).
    func sameFacts(as other: MethodFacts) -> Bool {
        returnType == other.returnType && create == other.create && oneArgumentLabel == other.oneArgumentLabel
            && declaringType == other.declaringType && returns == other.returns && hasUnreadOverload == other.hasUnreadOverload
    }
}

extension TypeFacts {
    /// Whether two versions of a type's facts say the same (every field, as above).
    func sameFacts(as other: TypeFacts) -> Bool {
        guard name == other.name, kind == other.kind, inherited == other.inherited, weakProperties == other.weakProperties,
              outletProperties == other.outletProperties, createdProperties == other.createdProperties,
              sharedInstances == other.sharedInstances,
              staticBags == other.staticBags, reassignedProperties == other.reassignedProperties, bagArguments == other.bagArguments,
              bagDeclarations == other.bagDeclarations,
              assignedProperties == other.assignedProperties, completedProperties == other.completedProperties,
              properties.names == other.properties.names, properties.values == other.properties.values,
              disposedProperties.names == other.disposedProperties.names, disposedProperties.values == other.disposedProperties.values,
              methods.names == other.methods.names, disposingMethods.count == other.disposingMethods.count else { return false }
        for k in disposingMethods.indices where disposingMethods[k] != other.disposingMethods[k] { return false }
        return zip(methods.values, other.methods.values).allSatisfy { $0.sameFacts(as: $1) }
    }
}
