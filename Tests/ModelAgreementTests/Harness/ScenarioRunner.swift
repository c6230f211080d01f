#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation
// What a run observes and how it is judged are shared with the Objective-C suite
// (Tests/TestSupport/Agreement.swift); compiled with these files into one module, that file
// needs no import.
#if canImport(TestSupport)
import TestSupport
#endif

enum ScenarioRunner {
    /// How far the clock moves to complete every pending timer: past any scenario's delay.
    static let horizon: Double = 600

    /// Runs `scenario` against whichever Rx library this file was compiled with.
    static func run(_ scenario: AgreementScenario.Type) -> RuntimeObservation {
        ScenarioClock.reset()
        scenario.prepare()
        let start = Resources.total
        weak var weakOwner: AnyObject?
        var received: Int?
        do {
            let owner = scenario.makeOwner()
            weakOwner = owner
            scenario.drive(owner)
            received = scenario.received(owner)
            scenario.stop(owner)
        }
        ScenarioClock.advance(by: 0)
        let aliveBefore = weakOwner != nil || Resources.total != start
        ScenarioClock.advance(by: horizon)
        return RuntimeObservation(
            aliveBeforeCompletion: aliveBefore,
            ownerDeallocated: weakOwner == nil,
            leakedResources: Resources.total - start,
            received: received,
            silent: scenario.silentBecause != nil
        )
    }
}
