/// What a team's `.lintrc` `knowledge:` means in ReactiveObjC, for the Objective-C front end
/// (README, "Teaching rxlint your own API"). Of the six lists, two name something
/// Objective-C code can spell:
/// - `subscriptionCalls`: messages that subscribe and return the subscription's
///   `RACDisposable` (a team's category on `RACSignal`), by selector (`subscribeSafely:`) or
///   by its first part (`subscribeSafely` names `subscribeSafely:` and `subscribeSafely:error:`).
/// - `completingCalls`: messages whose signal completes, and properties or instance variables
///   holding a subject that is completed (elsewhere than this file shows): a chain rooted there
///   is kept by nothing for good, and a subject there is taken as terminated.
/// The others have no Objective-C meaning: ReactiveObjC has no operators and no dispose bag;
/// any message sent to a subscription's `RACDisposable` already hands it over (what
/// `disposalMethods` says in Swift); and a signal that never completes keeps its subscriber
/// only through a holder, which the front end reads from the code (`neverCompletingCalls` adds
/// no holder).
public struct ObjCTeamKnowledge: Sendable, Equatable {
    /// Names only the team gave: RxSwift's own names (`bind`, `drive`, …) mean nothing here.
    var subscriptionCalls: Set<String> = []
    var completingCalls: Set<String> = []

    init() {}

    init(subscriptionCalls: Set<String>, completingCalls: Set<String>) {
        self.subscriptionCalls = subscriptionCalls
        self.completingCalls = completingCalls
    }

    /// The team's additions in `knowledge` (its names beyond `Knowledge.standard`'s).
    init(_ knowledge: Knowledge) {
        subscriptionCalls = knowledge.subscriptionCalls.subtracting(Knowledge.standard.subscriptionCalls)
        completingCalls = knowledge.completingCalls.subtracting(Knowledge.standard.completingCalls)
    }

    var isEmpty: Bool { subscriptionCalls.isEmpty && completingCalls.isEmpty }

    /// Whether the message `selector` subscribes, as the team says.
    func subscribes(_ selector: String) -> Bool {
        Self.names(selector, in: subscriptionCalls)
    }

    /// Whether the message `selector`, or the property or instance variable `name`, completes.
    func completes(_ name: String) -> Bool {
        Self.names(name, in: completingCalls) || (name.hasPrefix("_") && completingCalls.contains(String(name.dropFirst())))
    }

    /// `selector` itself, or its first part without the colon.
    private static func names(_ selector: String, in names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        if names.contains(selector) { return true }
        guard let colon = selector.firstIndex(of: ":") else { return false }
        return names.contains(String(selector[..<colon]))
    }
}
