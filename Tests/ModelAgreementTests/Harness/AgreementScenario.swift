#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// One agreement scenario: a small piece of app code plus the steps that exercise it.
///
/// A harness runs every scenario the same way (see `ScenarioRunner`): it makes the owner,
/// drives it, asks how many events reached it, stops it, drops the last reference to it, and
/// drains `ScenarioClock`. Scenario files use only this protocol, `ScenarioClock` and the Rx
/// API, so each one compiles unchanged against RxModel or against RxSwift + RxRelay.
protocol AgreementScenario {
    /// Makes what the app made before the object under test and keeps beyond it (an app-wide
    /// store the object is handed): run before the harness counts live objects, so only what
    /// the object under test leaves behind is counted.
    static func prepare()
    /// Creates the object under test (a view model, a controller, a service…); it subscribes here.
    static func makeOwner() -> AnyObject
    /// Sends events after setup (accepts values into relays, advances the clock…).
    static func drive(_ owner: AnyObject)
    /// What the app would do before letting the owner go (a `stop()`/`cancel()` method).
    static func stop(_ owner: AnyObject)
    /// How many events (elements, or the completion or error the code handles) reached the
    /// subscription's handlers, or nil when the scenario does not count them. Required for
    /// clean scenarios, which must count at least one: "nothing is left behind" proves nothing
    /// about code that never subscribed, or whose source never sent. Required for
    /// `disposed-immediately` scenarios, counting those sent by `drive`: it must be 0. Leak
    /// and transient scenarios prove their subscription by what it keeps alive; when they
    /// count, it must be positive.
    static func received(_ owner: AnyObject) -> Int?
    /// For a clean scenario whose source sends nothing by design (`never()`), why: it must
    /// then count 0 events instead of one or more.
    static var silentBecause: String? { get }
}

extension AgreementScenario {
    static func prepare() {}
    static func drive(_ owner: AnyObject) {}
    static func stop(_ owner: AnyObject) {}
    static func received(_ owner: AnyObject) -> Int? { nil }
    static var silentBecause: String? { nil }
}

/// The virtual clock every scenario's timers, delays and debounces run on. The harness makes a
/// fresh one before each scenario, lets due actions run after dropping the owner, then moves
/// it far ahead (`ScenarioRunner.horizon`): that is how the sources of `transient` scenarios
/// complete.
enum ScenarioClock {
    static var scheduler = HistoricalScheduler()

    /// Starts a new clock (before a scenario's resource snapshot).
    static func reset() {
        scheduler = HistoricalScheduler()
    }

    /// Runs what falls due in the next `seconds` of virtual time.
    static func advance(by seconds: Double) {
        scheduler.advanceTo(scheduler.clock.addingTimeInterval(seconds))
    }
}
