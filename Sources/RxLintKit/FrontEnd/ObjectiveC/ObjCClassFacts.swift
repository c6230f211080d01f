/// What one `@implementation` (or a category's) of a file says about its class, for the
/// project index: the Objective-C front end's counterpart of the declarations the Swift
/// structure holds. The index reads it as its own `TypeFacts` (`TypeFacts(objcClass:)`), the
/// vocabulary both languages' facts are written in.
struct ObjCClassFacts: Equatable {
    /// The class implemented (a category's class, for a category).
    var name: String
    /// A category's implementation (`@implementation Feed (Ending)`): merged into its class.
    var isCategory: Bool
    /// The nearest superclass, as the parse declares it.
    var superclass: String?
    /// The stored members its methods use on self, in first-use order: properties, and
    /// instance variables under their property's name (`_events` is `events`).
    var members: [Member] = []
    /// Members its methods assign (`_events = [RACSubject subject]`), but those in
    /// `madeSignalMembers`.
    var assigned: [String] = []
    /// Members its methods send `sendCompleted` or `sendError:`, or subscribe to a signal
    /// (`[signal subscribe:self.errors]`), which sends them its own end.
    var completed: [String] = []
    /// Getter methods that make a new signal on each call (`- (RACSignal *)refresh { return
    /// [RACSignal createSignal:…]; }`), with how the signal they make ends: a property read
    /// through one is no signal the object keeps, unless its methods assign the property.
    var signalGetters: [SignalGetter] = []
    /// Members its methods assign only new signals that end (`_fetch = [[RACSignal
    /// createSignal:…] replayLazily]`, each block sending completed or error on every path),
    /// none by a setter message, and with no getter method of their own: reading one gives a
    /// signal that lets its subscribers go when it ends, as a signal getter's does.
    var madeSignalMembers: [SignalGetter] = []
    /// Getter methods whose signal is made only of the object's own events (`- (RACSignal
    /// *)dataChanged { return [RACSignal merge:@[RACObserve(self, a), RACObserve(self, b)]]; }`):
    /// a subscription to it is kept until the object is deallocated.
    var selfEventGetters: [String] = []
    /// Class methods that make the class's one instance with `dispatch_once`: it lives for the
    /// whole process.
    var onceMade: [String] = []

    struct SignalGetter: Equatable {
        var name: String
        var ending: CreateBehaviour
    }

    struct Member: Equatable {
        var name: String
        /// The class of what it holds (`RACSubject`), "" when not an object of a known class.
        var className: String
        /// `weak`, `assign`, `unsafe_unretained`, or a `__weak` instance variable.
        var isWeak: Bool
    }
}
