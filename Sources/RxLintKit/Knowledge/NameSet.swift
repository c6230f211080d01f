/// A fixed set of names asked about with Strings on the model's per-subscription paths:
/// found as `NamePositions` finds a name (a hash of its length and ends, then one
/// comparison), where `Set<String>` runs SipHash over every byte of every question.
struct NameSet: Sendable {
    private var positions = NamePositions()

    init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { _ = positions.insert(name) }
    }

    func contains(_ name: String) -> Bool { positions.position(of: name) != nil }
}

/// The catalog's sets the model asks about for every subscription, as `NameSet`s.
extension RxCatalog {
    static let completingTraitNames = NameSet(completingTraits)
    static let subjectTypeNames = NameSet(subjectTypes)
    static let replayingSubjectNames = NameSet(replayingSubjects)
    static let controlTypeNames = NameSet(controlTypes)
    static let synchronousFactoryNames = NameSet(synchronousFactories)
    static let objectLifetimeCallNames = NameSet(objectLifetimeCalls)
    static let neverCompletingCallNames = NameSet(neverCompletingCalls)
    static let deallocationTriggerNames = NameSet(deallocationTriggers)
}
