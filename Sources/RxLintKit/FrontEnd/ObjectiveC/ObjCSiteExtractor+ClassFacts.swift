/// The file's classes for the project index (`ObjCClassFacts`): what another file's analysis
/// needs of a class implemented here. Its parse of that other file reads the class's
/// `@interface` from the header it imports, but not this implementation, which alone says
/// whether the class ends the subjects it holds.
extension ObjCSiteExtractor {
    /// One entry per `@implementation` of the file and per category's, in file order. Members
    /// the implementation never uses on self are not listed: nothing here says what happens
    /// to them.
    func classFacts() -> [ObjCClassFacts] {
        var result: [ObjCClassFacts] = []
        let nodes = syntax.nodes
        var k = 0
        while k < nodes.count {
            defer { k = Int(nodes[k].subtreeEnd) }
            guard nodes[k].parent < 0, nodes[k].kind == .implementationDecl || nodes[k].kind == .categoryImplDecl else { continue }
            var facts = ObjCClassFacts(name: className(ofImplementation: k), isCategory: nodes[k].kind == .categoryImplDecl,
                                       superclass: superclasses(ofImplementation: k).first)
            var seen = Set<String>()
            // Per member assigned only new signals, how they end, all of them together; the
            // members one of whose assignments is anything else; and the setter messages sent
            // (`setFetch:`), which assign unseen values.
            var madeEndings: [String: CreateBehaviour] = [:]
            var assignedOtherwise = Set<String>()
            var setters = Set<String>()
            work?.walk(syntax.descendants(of: k).count)
            for n in syntax.descendants(of: k) {
                switch nodes[n].kind {
                case .memberRefExpr where nodes[n].referenced == .propertyDecl || nodes[n].referenced == .ivarDecl:
                    guard let member = ownMember(n), seen.insert(member.name).inserted else { continue }
                    facts.members.append(.init(name: member.name, className: ObjCKnowledge.className(of: member.step.type), isWeak: !member.step.isStrong))
                case .binaryOperator where nodes[n].name == "=":
                    guard let target = syntax.firstChild(of: n), let member = ownMember(target) else { continue }
                    if let made = syntax.lastChild(of: n).flatMap(madeSignalEnding), !assignedOtherwise.contains(member.name) {
                        madeEndings[member.name] = madeEndings[member.name].map { Self.both($0, made) } ?? made
                    } else {
                        assignedOtherwise.insert(member.name)
                        madeEndings[member.name] = nil
                    }
                    guard !facts.assigned.contains(member.name) else { continue }
                    facts.assigned.append(member.name)
                case .messageExpr where nodes[n].name.hasPrefix("set"):
                    setters.insert(nodes[n].name)
                case .messageExpr where ReactiveObjCCatalog.terminations.contains(nodes[n].name):
                    guard let receiver = receiver(ofMessage: n), let member = ownMember(receiver),
                          !facts.completed.contains(member.name) else { continue }
                    facts.completed.append(member.name)
                case .messageExpr where nodes[n].name == "subscribe:":
                    // `[command.errors subscribe:self.errors]`: the signal's completion and
                    // error are sent on to the subject, which may end with it.
                    guard let argument = syntax.lastChild(of: n), let member = ownMember(argument),
                          !facts.completed.contains(member.name) else { continue }
                    facts.completed.append(member.name)
                default:
                    break
                }
            }
            let methods = Set(syntax.children(of: k).filter { nodes[$0].kind == .instanceMethodDecl }.map { nodes[$0].name })
            facts.assigned.removeAll { member in
                guard let ending = madeEndings[member], ending == .completesSynchronously || ending == .completesLater,
                      !methods.contains(member), !setters.contains(Self.setterName(member)) else { return false }
                facts.madeSignalMembers.append(.init(name: member, ending: ending))
                return true
            }
            facts.signalGetters = signalGetters(ofImplementation: k)
            facts.selfEventGetters = selfEventGetters(ofImplementation: k)
            facts.onceMade = onceMade(ofImplementation: k)
            result.append(facts)
        }
        return result
    }

    /// `setFetch:` for `fetch`.
    static func setterName(_ member: String) -> String {
        "set" + member.prefix(1).uppercased() + member.dropFirst() + ":"
    }

    /// The member of self that node `n` names (`self.events`, `_events`, `weakSelf.events`),
    /// by its property's name.
    private func ownMember(_ n: Int) -> (name: String, step: ObjCPathStep)? {
        guard let path = selfPath(unwrappedValue(n)), path.count == 1, !path[0].isGetter else { return nil }
        return (storageKey(path)[0], path[0])
    }
}
