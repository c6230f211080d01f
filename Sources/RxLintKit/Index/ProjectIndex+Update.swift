/// Updating the index when one file's facts change (an editor's buffer): which type each
/// declaration and extension means is worked out again from every file (an edit can make a
/// name elsewhere resolve to another type, or become ambiguous), the types whose facts changed
/// are merged again, the others keep their merged tables, and lineages are linked again. The
/// result answers every question exactly as `ProjectIndex(files)` built anew would; only which
/// position a type takes inside the tables may differ, which no question reads.
extension ProjectIndex {
    /// Makes this index, built from the same files but with `previous` in place of
    /// `files[changed]`, the index of `files`. Always true: every change is taken in place
    /// (the result says whether it was, for callers that would build anew).
    public mutating func update(replacing previous: FileAnalysis, at changed: Int, in files: [FileAnalysis]) -> Bool {
        let current = files[changed]
        var rebuilt = ProjectIndex()
        rebuilt.buildTypes(files.map(\.types), paths: files.map(\.path), modules: files.map { $0.module ?? ModuleMap.pathOnly($0.path) },
                           reusing: self, changed: changed)
        swap(&rebuilt.propertyNames, &propertyNames)
        swap(&rebuilt.propertyTypes, &propertyTypes)
        swap(&rebuilt.methodNames, &methodNames)
        swap(&rebuilt.methodsByName, &methodsByName)
        swap(&rebuilt.methodHasVoidSignatures, &methodHasVoidSignatures)
        swap(&rebuilt.calledNames, &calledNames)
        rebuilt.scope = scope
        rebuilt.adoptAliases(files.map(\.typeAliases))
        // A new table of shared answers with it: an answer read from the old files is stale.
        self = rebuilt
        recomputeProperties(ProjectIndex.changedPropertyNames(previous.types, current.types), files)
        recomputeMethods(ProjectIndex.changedMethodNames(previous.types, current.types), files)
        if Set(previous.calledNames) != Set(current.calledNames) { calledNames = CalledNameTable(files) }
        return true
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
            let methods = declared[name] ?? []
            let void = methods.contains { !$0.voidSignatures.isEmpty }
            if inserted {
                methodsByName.append(methods)
                methodHasVoidSignatures.append(void)
            } else {
                methodsByName[p] = methods
                methodHasVoidSignatures[p] = void
            }
        }
    }
}

extension MethodFacts {
    /// Whether two declarations say the same of a method (every field:
    /// `ProjectIndexUpdateTests` fails when one is added and not compared here).
    func sameFacts(as other: MethodFacts) -> Bool {
        returnType == other.returnType && create == other.create && returnsOwnEvents == other.returnsOwnEvents && oneArgumentLabel == other.oneArgumentLabel
            && declaringType == other.declaringType && returns == other.returns && hasUnreadOverload == other.hasUnreadOverload
            && voidSignatures == other.voidSignatures
    }
}

extension TypeFacts {
    /// Whether two versions of a type's facts say the same (every field, as above).
    func sameFacts(as other: TypeFacts) -> Bool {
        guard name == other.name, kind == other.kind, inherited == other.inherited, weakProperties == other.weakProperties,
              qualifier == other.qualifier, parent == other.parent, isFileLocal == other.isFileLocal,
              outletProperties == other.outletProperties, createdProperties == other.createdProperties,
              sharedInstances == other.sharedInstances,
              staticBags == other.staticBags, reassignedProperties == other.reassignedProperties, propertyChains == other.propertyChains,
              passedArguments == other.passedArguments,
              bagArguments == other.bagArguments,
              bagDeclarations == other.bagDeclarations,
              assignedProperties == other.assignedProperties, completedProperties == other.completedProperties,
              properties.names == other.properties.names, properties.values == other.properties.values,
              disposedProperties.names == other.disposedProperties.names, disposedProperties.values == other.disposedProperties.values,
              methods.names == other.methods.names, disposingMethods.count == other.disposingMethods.count else { return false }
        for k in disposingMethods.indices where disposingMethods[k] != other.disposingMethods[k] { return false }
        return zip(methods.values, other.methods.values).allSatisfy { $0.sameFacts(as: $1) }
    }
}
