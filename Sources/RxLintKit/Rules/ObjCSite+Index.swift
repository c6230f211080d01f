/// What the project index adds to a site's facts before the rules judge it, in the check
/// pass: a subject of another object (`self.viewModel.events`) ends, or not, in that object's
/// implementation, which the front end's parse of this file does not read; the index holds
/// every implementation's facts (`ProjectIndex.subjectEnding`).
extension ObjCSite {
    func resolved(against index: ProjectIndex) -> ObjCSite {
        guard case .ownedSubject(let path, terminated: false, let ownerSeen) = source, let last = path.last else { return self }
        // The class holding the subject: the object of the step before it, or self's.
        let holder = path.count >= 2 ? ObjCKnowledge.className(of: path[path.count - 2].type) : owner.className
        let member = last.isIvar && last.name.hasPrefix("_") ? String(last.name.dropFirst()) : last.name
        var site = self
        switch index.subjectEnding(ofProperty: member, in: holder) {
        case .completes?: site.source = .ownedSubject(path: path, terminated: true, ownerSeen: true)
        case .neverCompletes?: site.source = .ownedSubject(path: path, terminated: false, ownerSeen: true)
        case nil: site.source = .ownedSubject(path: path, terminated: false, ownerSeen: ownerSeen)
        }
        return site
    }
}
