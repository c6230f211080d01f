/// An Objective-C class's facts in the index's vocabulary: what the Objective-C front end read
/// of one `@implementation` (`ObjCClassFacts`) as `TypeFacts`, as a Swift type's are.
extension TypeFacts {
    init(objcClass c: ObjCClassFacts) {
        self.init(name: c.name, kind: c.isCategory ? .extension : .class, inherited: c.superclass.map { [$0] } ?? [],
                  properties: NameTable(), methods: NameTable(), disposedProperties: NameTable())
        for member in c.members {
            properties.set(member.name, member.className)
            if member.isWeak { weakProperties.append(member.name) }
        }
        assignedProperties = c.assigned
        completedProperties = c.completed
        // The same facts a Swift method returning an inline `create` gives: what it returns,
        // and how that ends.
        for getter in c.signalGetters { methods.set(getter.name, MethodFacts(returnType: "RACSignal", create: getter.ending)) }
        // A member assigned only new signals that end reads as a getter making one does.
        for member in c.madeSignalMembers where methods[member.name] == nil {
            methods.set(member.name, MethodFacts(returnType: "RACSignal", create: member.ending))
        }
        for getter in c.selfEventGetters where methods[getter] == nil {
            var facts = MethodFacts(returnType: "RACSignal", create: nil)
            facts.returnsOwnEvents = true
            methods.set(getter, facts)
        }
        // Swift's `static let shared = …`, as the Objective-C class getter that makes it once.
        sharedInstances = c.onceMade
    }
}
