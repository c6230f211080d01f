/// The file's classes as the project index knows types (`TypeFacts`): what another file's
/// analysis needs of a class implemented here. Its parse of that other file reads the class's
/// `@interface` from the header it imports, but not this implementation, which alone says
/// whether the class ends the subjects it holds.
extension ObjCSiteExtractor {
    /// One `TypeFacts` per `@implementation` of the file (`.class`) and per category's
    /// (`.extension`, merged into its class by the index), in file order: the nearest
    /// superclass; the stored members its methods use on self (properties and instance
    /// variables, an instance variable under its property's name) with their class and
    /// whether they are held weakly; which of them its methods assign; and which subjects its
    /// methods complete or fail. Members the implementation never uses on self are not
    /// listed: nothing here says what happens to them.
    func typeFacts() -> [TypeFacts] {
        var result: [TypeFacts] = []
        let nodes = syntax.nodes
        var k = 0
        while k < nodes.count {
            defer { k = Int(nodes[k].subtreeEnd) }
            guard nodes[k].parent < 0, nodes[k].kind == .implementationDecl || nodes[k].kind == .categoryImplDecl else { continue }
            var facts = TypeFacts(name: className(ofImplementation: k), kind: nodes[k].kind == .implementationDecl ? .class : .extension,
                                  inherited: superclasses(ofImplementation: k).prefix(1).map { $0 },
                                  properties: NameTable(), methods: NameTable(), disposedProperties: NameTable())
            work?.walk(syntax.descendants(of: k).count)
            for n in syntax.descendants(of: k) {
                switch nodes[n].kind {
                case .memberRefExpr where nodes[n].referenced == .propertyDecl || nodes[n].referenced == .ivarDecl:
                    guard let member = ownMember(n) else { continue }
                    facts.properties.update(member.name, initial: "") { if $0.isEmpty { $0 = ObjCKnowledge.className(of: member.step.type) } }
                    if !member.step.isStrong, !facts.weakProperties.contains(member.name) { facts.weakProperties.append(member.name) }
                case .binaryOperator where nodes[n].name == "=":
                    guard let target = syntax.children(of: n).first, let member = ownMember(target),
                          !facts.assignedProperties.contains(member.name) else { continue }
                    facts.assignedProperties.append(member.name)
                case .messageExpr where ReactiveObjCCatalog.terminations.contains(nodes[n].name):
                    guard let receiver = receiver(ofMessage: n), let member = ownMember(receiver),
                          !facts.completedProperties.contains(member.name) else { continue }
                    facts.completedProperties.append(member.name)
                default:
                    break
                }
            }
            result.append(facts)
        }
        return result
    }

    /// The member of self that node `n` names (`self.events`, `_events`, `weakSelf.events`),
    /// by its property's name.
    private func ownMember(_ n: Int) -> (name: String, step: ObjCPathStep)? {
        guard let path = selfPath(unwrappedValue(n)), path.count == 1, !path[0].isGetter else { return nil }
        return (storageKey(path)[0], path[0])
    }
}
