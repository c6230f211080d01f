/// One ReactiveObjC subscription, binding or command, as the analysis reads it.
struct ObjCSite {
    enum Kind {
        /// `subscribeNext:` and its variants.
        case subscription
        /// `RAC(TARGET, KEY) = signal`: a subscription until TARGET is deallocated.
        case binding
        /// `[[RACCommand alloc] initWithSignalBlock:…]`: the command keeps its block.
        case command
        /// `[RACSignal defer:…]`, `[RACSignal createSignal:…]`: the signal keeps its block for
        /// its whole life, subscribed or not.
        case signalFactory
    }

    var kind: Kind
    /// The subscribing message's selector (`subscribeNext:error:`), or the initializer's.
    var selector: String
    /// The subscribing message's node (the assignment's for a binding), and its statement's:
    /// the child of the enclosing compound statement that holds it.
    var call: Int
    var statement: Int
    /// The message's byte range, and its whole statement's.
    var callStart: Int32
    var callEnd: Int32
    var statementStart: Int32
    var statementEnd: Int32
    var source: ObjCSource
    /// The chain's operators from the root outward, by selector.
    var operators: [String]
    /// `takeUntil:`'s trigger, when the chain has one.
    var until: UntilTrigger?
    /// A `take:`-like operator ends the subscription after a bounded number of events.
    var isFinite: Bool
    var captures: [ObjCCapture]
    var fate: ObjCFate
    var owner: ObjCOwner
    /// For `initWithEnabled:signalBlock:`: the enabled signal, which the command subscribes to
    /// at once and keeps subscribed while it lives.
    var enabled: EnabledSignal? = nil
    /// Whether a subject freed without terminating leaves this subscription alive: in
    /// ReactiveObjC (and ReactiveCocoa from 4.2) the subscriber and its disposable hold each
    /// other; a project whose lock file pins an older ReactiveCocoa says not (set by the run
    /// from the lock file, see `ReactivePin`).
    var orphanLeaks = true

    /// Whether the verdict may depend on `orphanLeaks`: a subject's subscription (the lock
    /// files are read only for files that have one).
    var judgesOrphans: Bool {
        guard kind == .subscription else { return false }
        switch source {
        case .ownedSubject, .handedSubject, .localSubject, .cellSubject: return true
        default: return false
        }
    }

    /// A command's enabled signal: its blocks that hold self, and the source self keeps that
    /// keeps the subscription (`RACObserve(self, …)`, a subject of self), if any.
    struct EnabledSignal {
        var captures: [ObjCCapture]
        var keptBySelf: String?
    }

    enum UntilTrigger: Equatable {
        /// `self.rac_willDeallocSignal`: ends when self is deallocated.
        case ownerDeallocation
        /// Another signal: the chain ends when it sends.
        case other(String)
    }
}

/// Where a chain's events come from, and what keeps its subscriber alive.
enum ObjCSource {
    /// A subject reached from self through strong references (`self.subject`, `_viewModel.updates`):
    /// it keeps its subscribers until it terminates. `ownerSeen`: the class holding it is
    /// implemented in this file (self's, or the last object's on the way), so whether anything
    /// terminates it is known here.
    case ownedSubject(path: [ObjCPathStep], terminated: Bool, ownerSeen: Bool)
    /// A `RACSignal` property reached from self the same way: what keeps its subscribers is
    /// not known (a subject behind it keeps them; a cold signal does not).
    case ownedSignal(path: [ObjCPathStep])
    /// Events of an object (key-value observing, control events): the object keeps the
    /// subscriber until it is deallocated. `path` is empty for self itself.
    case objectEvents(what: String, path: [ObjCPathStep], ownedBySelf: Bool)
    /// Events of a view a local holds that the method gives to self's view hierarchy
    /// (`[self.view addSubview:button]`, `self.navigationItem.rightBarButtonItem =
    /// [[UIBarButtonItem alloc] initWithCustomView:button]`): self keeps it (`through` says how:
    /// "a subview of 'self.view'"), and it keeps the subscriber until it is deallocated.
    case heldView(what: String, view: String, through: String)
    /// A repeating timer: its scheduler keeps the subscriber for good.
    case timer(String)
    /// The notification center keeps the observer for good.
    case notification(String)
    /// Completes while subscribing (`return:`, `empty`), or keeps nothing (`never`).
    case synchronous(String)
    /// Events of an object that lives for the process (a `dispatch_once` singleton, reached
    /// as `[Store shared]`): one of its subjects, or its key-value observing. It keeps the
    /// subscription for good, except that self's deallocation ends an observation whose
    /// observer self is (`RACObserve([Store shared], token)`: `endsWithSelf`).
    case processLifetime(what: String, object: String, endsWithSelf: Bool)
    /// A subject this method makes and gives to another object it reaches through a local
    /// (`cell.markSignal = [RACSubject subject]`, then `[cell.markSignal subscribeNext:…]`):
    /// that object keeps it, and only `sendCompleted`/`sendError:` or disposal end its
    /// subscriptions. `holder` is that object's class, `member` the property; `terminated`:
    /// this file or (once resolved against the project index) the holder's class ends it.
    case handedSubject(what: String, holder: String, member: String, terminated: Bool)
    /// A signal a getter makes anew on each read (`self.viewModel.refresh`, whose class's
    /// `- (RACSignal *)refresh` returns `[RACSignal createSignal:…]` and never stores it):
    /// nothing keeps it but its subscriptions. `ending`: how the signal the getter makes ends.
    /// Set when the site is resolved against the project index.
    case madeByGetter(what: String, ending: CreateBehaviour)
    /// A subject this method makes and keeps only in locals (`RACSubject *subject = [RACSubject
    /// subject]`, or the subject of a `publish`/`multicast:` connection a local holds), which
    /// nothing here can complete (`why`, after "because"): freed with the method's locals (and
    /// the blocks of the method that use it, when `inBlocks`), it leaves its subscriptions alive.
    case localSubject(what: String, why: String, inBlocks: Bool)
    /// A subject of a cell a data-source method of self makes for self's table or collection
    /// view (`[cell.subject subscribeNext:…]` in `tableView:cellForRowAtIndexPath:`): the
    /// table keeps the cell (`cell`, the local), which keeps the subject (`member` of class
    /// `holder`); it keeps its subscribers until it terminates (`terminated`: the holder's
    /// class ends it, in this file or, once resolved, anywhere in the project).
    case cellSubject(what: String, cell: String, holder: String, member: String, terminated: Bool)
    /// Anything else: a cold signal, a method's result, a parameter.
    case other(String)

    var description: String {
        switch self {
        case .ownedSubject(let path, _, _), .ownedSignal(let path): return ObjCPathStep.text(path)
        case .objectEvents(let what, _, _): return what
        case .processLifetime(let what, _, _): return what
        case .handedSubject(let what, _, _, _), .madeByGetter(let what, _), .heldView(let what, _, _): return what
        case .localSubject(let what, _, _), .cellSubject(let what, _, _, _, _): return what
        case .timer(let text), .notification(let text), .synchronous(let text), .other(let text): return text
        }
    }
}

/// One step of a path from self: a property or an instance variable.
struct ObjCPathStep {
    var name: String
    var isIvar: Bool
    var isStrong: Bool
    var type: String
    /// A getter method over an instance variable (`- (VM *)baseVM { return _baseVM; }`).
    var isGetter = false
    /// The class message the file assigns to this storage (`Store shared` for `self.store =
    /// [Store shared]`, `RACSubject subject`), when one is, as "Class selector".
    var madeBy: String? = nil

    /// As the code may write it: `self.viewModel.updates`, or `_viewModel.updates` through an
    /// instance variable (`self._viewModel` is no Objective-C).
    static func text(_ path: [ObjCPathStep]) -> String {
        guard let first = path.first else { return "self" }
        return ([first.isIvar ? first.name : "self." + first.name] + path.dropFirst().map(\.name)).joined(separator: ".")
    }
}

/// A block of the chain that holds self strongly.
struct ObjCCapture {
    enum Reason {
        /// `self` used in the block (or in a block inside it).
        case explicitSelf
        /// An instance variable used without `self->`: it reads self.
        case ivar(String)
        /// A strong local made from a weak self in an enclosing block (`strongSelf`, the
        /// `self` of `@strongify`), used in this inner block, which captures it.
        case recaptured(String)
        /// `RACObserve(…)` inside the block: the macro passes `self` as the observer.
        case observeMacro
        /// `[super …]`: the message goes to self (with the superclass's method).
        case superMessage
        /// A block in a local variable of the method (`void (^apply)(void) = ^{ [self restyle]; };`)
        /// used in this block, which keeps it: the local block's own use of self (at `start`).
        case localBlock(String)
    }

    /// The selector part that takes the block (`subscribeNext:`, `map:`, `initWithSignalBlock:`).
    var role: String
    /// The block's node.
    var block: Int
    var reason: Reason
    var start: Int32
    var end: Int32
    /// The edit that removes this capture (a weak self in the block) and changes nothing
    /// else, as a second parse of the edited file proved (`ObjCFixCheck`); nil when none was
    /// proven or fixes were not asked for.
    var provenFix: FixEdit?
}

/// What happens to the `RACDisposable` a subscription returns.
enum ObjCFate {
    /// An expression statement, or cast to `void`.
    case discarded
    /// Stored into a property or instance variable of self, with the methods that dispose it
    /// (`[_timer dispose]`, `[self.timer dispose]`).
    case stored(String, disposedIn: [String])
    /// Bound to a local variable, with what happens to it later.
    case local(name: String, use: LocalUse)
    /// `[… asScopedDisposable]` kept in a local: disposed when the scope ends.
    case scopedLocal(name: String, use: LocalUse)
    /// Added to a `RACCompoundDisposable` of self (`[self.disposables addDisposable:…]`), with
    /// the methods that dispose that compound: it is not a dispose bag, its deallocation
    /// disposes nothing (`rac_deallocDisposable`, disposed when self deallocates, counts as
    /// disposed in `dealloc`).
    case addedToCompound(String, disposedIn: [String])
    /// Returned, passed to a message, or anything else.
    case handedOver
}

/// The method a site is in.
struct ObjCOwner {
    var className: String
    var methodName: String
    var isInstanceMethod: Bool
    /// The class's superclasses, nearest first, as far as the parse saw them.
    var superclasses: [String]

    /// `[Class getter]` when self's class makes a process-long instance of itself with
    /// `dispatch_once` (set from the project index when the site is resolved).
    var sharedInstance: String? = nil

    /// The application delegate (`AppDelegate`, `MyAppDelegate`): one instance, for the process.
    var livesForTheProcess: Bool { className.hasSuffix("AppDelegate") }

    var isViewOrController: Bool {
        superclasses.contains { $0 == "UIView" || $0 == "UIViewController" || $0 == "NSView" || $0 == "NSViewController" }
    }
}

// Compared whole by the tests of `ObjCSiteWire`.
extension ObjCSite: Equatable {}
extension ObjCSite.EnabledSignal: Equatable {}
extension ObjCSource: Equatable {}
extension ObjCPathStep: Equatable {}
extension ObjCCapture: Equatable {}
extension ObjCCapture.Reason: Equatable {}
extension ObjCFate: Equatable {}
extension ObjCOwner: Equatable {}
