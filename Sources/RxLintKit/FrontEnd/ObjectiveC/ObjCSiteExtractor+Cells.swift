/// A subject of a cell that a data-source method of self dequeues (or loads) for self's table
/// or collection view.
extension ObjCSiteExtractor {
    /// The data-source methods whose cells the table or collection view keeps.
    static let cellProvidingMethods: Set<String> = ["tableView:cellForRowAtIndexPath:", "collectionView:cellForItemAtIndexPath:"]

    /// `[cell.subject subscribeNext:…]` (or `cell.managerView.addSubject`) in self's
    /// `tableView:cellForRowAtIndexPath:`, `cell` a local of a `…Cell` class: the cell keeps its
    /// subject, the table view self keeps (self a view or view controller: its table, or
    /// itself) keeps the cell, and the subject keeps its subscribers until it terminates.
    /// Whether the cell's class (or the view holding the subject) ends it is decided against
    /// the project index (`ObjCSite.resolved`). Nil for any other root.
    func cellSubject(_ root: Int, owner: ObjCOwner) -> ObjCSource? {
        let node = syntax.nodes[root]
        guard owner.isInstanceMethod, owner.isViewOrController, Self.cellProvidingMethods.contains(owner.methodName),
              node.kind == .memberRefExpr, node.referenced == .propertyDecl,
              ReactiveObjCCatalog.subjects.contains(ObjCKnowledge.className(of: node.type)),
              var base = syntax.firstChild(of: root).map(unwrappedValue) else { return nil }
        // The class holding the subject: the cell's, or a view of it (`cell.managerView`).
        var holder = ""
        var hops = 0
        while syntax.nodes[base].kind == .memberRefExpr, syntax.nodes[base].referenced == .propertyDecl, hops < 4 {
            if holder.isEmpty { holder = ObjCKnowledge.className(of: syntax.nodes[base].type) }
            guard let next = syntax.firstChild(of: base).map(unwrappedValue) else { return nil }
            base = next
            hops += 1
        }
        guard syntax.nodes[base].kind == .declRefExpr, selfPath(base) == nil, let variable = variables[syntax.nodes[base].referencedStart],
              syntax.nodes[variable].kind == .varDecl else { return nil }
        let cellClass = ObjCKnowledge.className(of: syntax.nodes[variable].type)
        guard cellClass.hasSuffix("Cell") else { return nil }
        if holder.isEmpty { holder = cellClass }
        guard !holder.isEmpty else { return nil }
        let terminated = isTerminated([ObjCPathStep(name: node.name, isIvar: false, isStrong: true, type: "")], inClass: holder)
        return .cellSubject(what: text(root), cell: syntax.nodes[variable].name, holder: holder, member: node.name, terminated: terminated)
    }
}
