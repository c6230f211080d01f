/// Resolving a type name where it is written. The questions to the index name types
/// (`property(_:of:)`, `lineage(of:)`, …); a copy of the index scoped to a file, and to the
/// declaration whose code asks (`scoped(toFile:)`, `enterType`), answers them for the type
/// that name means there:
/// 1. a type nested in the enclosing types, innermost first, or one of those types itself;
/// 2. the file's own file-private type of that name;
/// 3. the type of that name in the file's module;
/// 4. another module's type of that name, when exactly one is visible;
/// 5. a type only extended (a platform's or a library's), which every module shares;
/// 6. a nested type of that name named from outside its type, when it is the only one;
/// 7. when none of these, the target of the file's typealias of that name.
/// A name left ambiguous at its level is unknown: answered as for a type the project does
/// not declare. An index that is not scoped sees every file's types, file-private ones too.
extension ProjectIndex {
    /// This index answering for code in `path` (a file it was built from; another path is
    /// answered as by an index that is not scoped).
    public func scoped(toFile path: String) -> ProjectIndex {
        scoped(toFile: filePositions[path] ?? -1, type: -1)
    }

    /// This index answering for code of the type declaration or extension at `type` among the
    /// type facts of the file at position `file` (a call's caller, as the index keeps it).
    func scoped(toFile file: Int32, type: Int32) -> ProjectIndex {
        var copy = self
        copy.scope = Scope(file: file >= 0 && Int(file) < filePaths.count ? file : -1, type: -1)
        copy.enterType(type)
        return copy
    }

    /// Answers for code inside the file's type declaration or extension at `position` among
    /// its type facts (`SiteContext.typeIndex`; -1 for top-level code).
    public mutating func enterType(_ position: Int32) {
        let valid = scope.file >= 0 && position >= 0 && position < factStart[Int(scope.file) + 1] - factStart[Int(scope.file)]
        scope.type = valid ? position : -1
    }

    /// The module of the file the index is scoped to; -1 when not scoped.
    var scopeModule: Int32 { scope.file >= 0 ? fileModules[Int(scope.file)] : -1 }

    /// The type `name` means in this index's scope; nil when the project declares none there
    /// or the name is ambiguous.
    func resolve(_ name: String) -> Int32? {
        resolve(name, file: scope.file, type: scope.type)
    }

    /// The type `name` means in file `file` (-1: any), inside the type at position `type`
    /// among that file's facts (-1: at the top level).
    func resolve(_ name: String, file: Int32, type: Int32) -> Int32? {
        if let found = resolveDeclared(name, file: file, type: type) { return found }
        // 7. A typealias of the file (`typealias Model = FeedViewModel`): what its target means.
        guard file >= 0, Int(file) < fileAliases.count, !fileAliases[Int(file)].isEmpty,
              let alias = fileAliases[Int(file)].first(where: { $0.name == name }) else { return nil }
        return resolveDeclared(alias.target, file: file, type: type)
    }

    private func resolveDeclared(_ name: String, file: Int32, type: Int32) -> Int32? {
        // The enclosing type itself, the question asked most: no hashing.
        if file >= 0, type >= 0 {
            let e = factSlots[Int(factStart[Int(file)] + type)]
            if e >= 0, !nestsTypes[Int(e)], infos[Int(e)].name == name { return e }
        }
        guard let p = slots.position(of: name) else {
            // No type has this name; `Outer.Inner` is looked up part by part.
            // Searched in the string's contiguous bytes: the generic search of the UTF-8 view
            // cost more than the rest of a lookup.
            let dot = UInt8(ascii: ".")
            let qualified = name.utf8.withContiguousStorageIfAvailable { $0.contains(dot) } ?? name.utf8.contains(dot)
            return qualified ? resolveQualified(name, file: file, type: type) : nil
        }
        let first = firstNamed[p]
        if file >= 0, type >= 0 {
            let start = Int(factStart[Int(file)])
            var k = type
            while k >= 0 {
                let e = factSlots[start + Int(k)]
                if e >= 0 {
                    if nestsTypes[Int(e)], let nested = named(p, nestedIn: e) { return nested }
                    if infos[Int(e)].name == name { return e }
                }
                k = factParents[start + Int(k)]
            }
        }
        return pick(first, name: p, file: file)
    }

    /// Of the types of the name at position `p`, the one nested in `outer` (the one added
    /// last, when several are).
    private func named(_ p: Int, nestedIn outer: Int32) -> Int32? {
        guard nameSummaries[p].nested else { return nil }
        let first = firstNamed[p]
        if nextNamed[Int(first)] < 0 { return infos[Int(first)].outer == outer ? first : nil }
        return nestedNamed[Self.moduleNamedKey(p, outer)]
    }

    /// Of the types sharing a name, the one code in `file` names without qualification.
    private func pick(_ first: Int32, name p: Int, file: Int32) -> Int32? {
        if nextNamed[Int(first)] < 0 {
            let c = Int(first)
            return file >= 0 && infos[c].file >= 0 && infos[c].file != file ? nil : first
        }
        let module = file >= 0 ? fileModules[Int(file)] : -1
        if nameSummaries[p].simple {
            // What the walk below finds when no type of the name is nested or file-local.
            let summary = nameSummaries[p]
            var sameCount: Int32 = 0, same: Int32 = -1
            if module >= 0 && summary.declared > 0 {
                if summary.declared == 1 {
                    if infos[Int(summary.firstDeclared)].module == module { (sameCount, same) = (1, summary.firstDeclared) }
                } else if let named = moduleNamed[Self.moduleNamedKey(p, module)] {
                    (sameCount, same) = (named.count, named.first)
                }
            }
            if sameCount > 0 { return sameCount == 1 ? same : nil }
            if summary.declared > 0 { return summary.declared == 1 ? summary.firstDeclared : nil }
            return summary.firstExternal >= 0 ? summary.firstExternal : nil
        }
        var local: Int32 = -1, same: Int32 = -1, other: Int32 = -1, external: Int32 = -1, nested: Int32 = -1
        var sameCount = 0, otherCount = 0, nestedCount = 0
        var c = first
        while c >= 0 {
            defer { c = nextNamed[Int(c)] }
            let info = Int(c)
            let visible = infos[info].file < 0 || file < 0 || infos[info].file == file
            if infos[info].outer >= 0 {
                if visible { nested = c; nestedCount += 1 }
            } else if infos[info].module < 0 {
                external = c
            } else if infos[info].file >= 0 && file >= 0 {
                if infos[info].file == file { local = c }
            } else if infos[info].module == module && infos[info].file < 0 {
                same = c
                sameCount += 1
            } else {
                other = c
                otherCount += 1
            }
        }
        if local >= 0 { return local }
        if sameCount > 0 { return sameCount == 1 ? same : nil }
        if otherCount > 0 { return otherCount == 1 ? other : nil }
        if external >= 0 { return external }
        return nestedCount == 1 ? nested : nil
    }

    /// `Outer.Inner` (or `Module.Type`): the first component where it is written, then each
    /// next one among the types nested in the last.
    private func resolveQualified(_ name: String, file: Int32, type: Int32) -> Int32? {
        let parts = ProjectIndex.qualifiedParts(name)
        guard let first = parts.first else { return nil }
        guard var current = resolve(first, file: file, type: type) else {
            // A module's name before the type's.
            return parts.count > 1 ? resolve(parts.dropFirst().joined(separator: "."), file: file, type: type) : nil
        }
        for part in parts.dropFirst() {
            guard let p = slots.position(of: part), let nested = named(p, nestedIn: current) else { return nil }
            current = nested
        }
        return current
    }

    /// The parts of `Outer.Inner`, as `split(separator: ".")` gives them: an ASCII name (nearly
    /// all) by its bytes, which costs a fraction of the Character reading; any other by
    /// Characters, where a `.` may join what follows it.
    static func qualifiedParts(_ name: String) -> [String] {
        var bytes = name
        let split = bytes.withUTF8 { utf8 -> [String]? in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
            return utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
        }
        return split ?? name.split(separator: ".").map(String.init)
    }
}
