/// What the project index adds to a site's facts before the rules judge it, in the check
/// pass: the front end's parse of this file reads other classes' `@interface`s, not their
/// implementations, which alone say whether a subject of theirs ends
/// (`ProjectIndex.subjectEnding`), whether a getter makes a new signal on each read
/// (`ProjectIndex.method`, the facts a Swift method returning an inline `create` gives), and
/// whether a class method makes the class's one instance (`TypeInfo.sharedInstances`).
extension ObjCSite {
    func resolved(against index: ProjectIndex) -> ObjCSite {
        var site = self
        if owner.isInstanceMethod, let getter = index.lineage(of: owner.className).first?.sharedInstances.first {
            site.owner.sharedInstance = "[\(owner.className) \(getter)]"
        }
        switch source {
        case .ownedSubject(let path, let terminated, _):
            guard !terminated, let last = path.last else { return site }
            // The class holding the subject: the object of the step before it, or self's.
            let holder = path.count >= 2 ? ObjCKnowledge.className(of: path[path.count - 2].type) : owner.className
            let member = last.isIvar && last.name.hasPrefix("_") ? String(last.name.dropFirst()) : last.name
            let ending = index.subjectEnding(ofProperty: member, in: holder)
                // The file makes the subject itself (`self.panel.saves = [RACSubject subject]`):
                // it is the holder's class's to end, or this file's, and neither does.
                ?? (last.madeBy.map(ObjCSiteExtractor.makesSubject) == true && Self.neverEnds(member, of: holder, in: index) ? .neverCompletes : nil)
            switch ending {
            case .completes?: site.source = .ownedSubject(path: path, terminated: true, ownerSeen: true)
            case .neverCompletes?: site.source = .ownedSubject(path: path, terminated: false, ownerSeen: true)
            case nil: break
            }
            // An object made once for the process on the way (`self.viewModel = [ListViewModel
            // shared]`, a `dispatch_once` class getter): it keeps the subject, and its
            // subscriptions, for good.
            if ending != .completes, let (k, made) = Self.processLifetimeStep(path, index: index) {
                let words = made.split(separator: " ")
                site.source = .processLifetime(what: ObjCPathStep.text(path),
                                               object: "\(ObjCPathStep.text(Array(path[...k]))) ([\(words[0]) \(words[1])])",
                                               endsWithSelf: false)
            }
        case .ownedSignal(let path):
            // A getter that makes a new signal on each read, over storage nothing assigns:
            // nothing keeps the signal, and what the getter returns decides how it ends.
            guard let last = path.last, !last.isIvar else { return site }
            let holder = path.count >= 2 ? ObjCKnowledge.className(of: path[path.count - 2].type) : owner.className
            guard let getter = index.method(last.name, of: holder), getter.returnType == "RACSignal",
                  !index.lineage(of: holder).contains(where: { $0.assignedProperties.contains(last.name) }) else { return site }
            if getter.returnsOwnEvents {
                // Made of the holder's own events (`RACObserve(self, …)` in its getter): the
                // holder keeps each subscription until it is deallocated, and self keeps it.
                site.source = .objectEvents(what: "'\(ObjCPathStep.text(path))' (its getter's signal, made of that object's own events)",
                                            path: Array(path.dropLast()), ownedBySelf: true)
            } else if let ending = getter.create {
                site.source = .madeByGetter(what: ObjCPathStep.text(path), ending: ending)
            }
        case .handedSubject(let what, let holder, let member, terminated: false):
            guard !Self.neverEnds(member, of: holder, in: index) else { return site }
            site.source = .handedSubject(what: what, holder: holder, member: member, terminated: true)
        case .cellSubject(let what, let cell, let holder, let member, terminated: false):
            guard !Self.neverEnds(member, of: holder, in: index) else { return site }
            site.source = .cellSubject(what: what, cell: cell, holder: holder, member: member, terminated: true)
        default:
            break
        }
        return site
    }

    /// Whether no class of `holder`'s lineage the index holds completes or fails its subject
    /// `member` (a class the project does not implement has no code that could).
    static func neverEnds(_ member: String, of holder: String, in index: ProjectIndex) -> Bool {
        !index.lineage(of: holder).contains { $0.completedProperties.contains(member) }
    }

    /// The first step of `path` (not its last) that holds the one instance a class method
    /// makes once (`TypeInfo.sharedInstances`), with that message.
    static func processLifetimeStep(_ path: [ObjCPathStep], index: ProjectIndex) -> (Int, String)? {
        for k in path.indices.dropLast() {
            guard let made = path[k].madeBy, path[k].isStrong else { continue }
            let words = made.split(separator: " ").map(String.init)
            guard words.count == 2, index.lineage(of: words[0]).first?.sharedInstances.contains(words[1]) == true else { continue }
            return (k, made)
        }
        return nil
    }
}
