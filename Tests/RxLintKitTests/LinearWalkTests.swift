import TestSupport
import XCTest
@testable import RxLintKit

/// Subscriptions nested inside each other's closures, as generated code writes them, must
/// cost work proportional to their number. The capture analysis counts the tokens, closures
/// and tree nodes it visits; these tests compare the count at n and 10n levels (a count, not a
/// time, so a loaded machine cannot make them flaky). Quadratic walks gave ratios near 100.
final class LinearWalkTests: XCTestCase {
    /// Sites and steps for one file.
    private func extract(_ source: String) -> (sites: [SubscriptionSite], steps: Int) {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            let structure = StructureBuilder.build(tokens: Lexer.lex(buf).tokens, bytes: buf)
            return structure.tokens.withUnsafeBufferPointer { toks in
                SiteExtractor.sitesCountingSteps(structure: structure, text: TokenText(bytes: buf, tokens: toks), knowledge: .standard)
            }
        }
    }

    /// A method whose body nests `levels` subscriptions, each opened by `open` and closed by
    /// `close` (given the level), around `innermost`.
    private func nested(_ levels: Int, kind: String = "final class", open: (Int) -> String, close: (Int) -> String, innermost: String = "print(1)") -> String {
        var lines = ["\(kind) A {", "  let bag = DisposeBag()", "  let r = PublishRelay<Int>()", "  var count = 0", "  func f() {"]
        for k in 0..<levels { lines.append(open(k)) }
        lines.append(innermost)
        for k in (0..<levels).reversed() { lines.append(close(k)) }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n")
    }

    /// Asserts that the steps at 10n are at most 12 times those at n, and returns both runs' sites.
    @discardableResult
    private func assertLinear(_ name: String, n: Int = 300, _ make: (Int) -> String,
                              file: StaticString = #filePath, line: UInt = #line) -> (small: [SubscriptionSite], large: [SubscriptionSite]) {
        let small = extract(make(n))
        let large = extract(make(10 * n))
        XCTAssertEqual(small.sites.count, n, "\(name): sites at n", file: file, line: line)
        XCTAssertEqual(large.sites.count, 10 * n, "\(name): sites at 10n", file: file, line: line)
        let ratio = Double(large.steps) / Double(small.steps)
        XCTAssertLessThanOrEqual(ratio, 12, "\(name): \(small.steps) steps at n=\(n), \(large.steps) at 10n", file: file, line: line)
        return (small.sites, large.sites)
    }

    /// A site as a failure message shows it: where its call is and what it captures.
    private func describe(_ site: SubscriptionSite) -> String {
        "\(site.call) at byte \(site.callStart), strong captures \(site.strongCaptures.map { "\($0.role) \($0.reason)@\($0.start)" }), "
            + "self aliases \(site.context.selfAliases)"
    }

    func testNestedWeakSelfSubscriptionsAreLinear() {
        let runs = assertLinear("[weak self] at every level") { n in
            nested(n, open: { k in
                k == 0 ? "    r.subscribe(onNext: { [weak self] _ in" : "      self?.r.subscribe(onNext: { [weak self] _ in"
            }, close: { k in
                k == 0 ? "    }).disposed(by: bag)" : "      }).disposed(by: self!.bag)"
            })
        }
        XCTAssertNil(offenders(runs.large, describe: describe) { $0.strongCaptures.isEmpty })
    }

    func testNestedPlainSubscriptionsAreLinear() {
        let runs = assertLinear("no capture lists, no self") { n in
            nested(n, open: { _ in "x.subscribe {" }, close: { _ in "}" })
        }
        XCTAssertNil(offenders(runs.large, describe: describe) { $0.strongCaptures.isEmpty })
    }

    func testNestedGuardLetSelfSubscriptionsAreLinear() {
        // `disposed(by: bag)` after `guard let self`: an implicit self, and a bag name that is
        // looked up as a local and as a closure parameter at every level.
        assertLinear("guard let self at every level") { n in
            nested(n, open: { _ in "r.subscribe(onNext: { [weak self] v in guard let self else { return }" },
                   close: { _ in "}).disposed(by: bag)" })
        }
    }

    func testNestedStrongSelfSubscriptionsAreLinear() {
        // Every closure captures self, through the uses in the closures nested in it.
        let runs = assertLinear("strong self at every level") { n in
            nested(n, open: { _ in "self.r.subscribe(onNext: { _ in" }, close: { _ in "}).disposed(by: self.bag)" },
                   innermost: "self.count += 1")
        }
        // However deep, every level reports its own capture: the first `self` inside it.
        XCTAssertNil(offenders(runs.large, describe: describe) { $0.strongCaptures.count == 1 && $0.strongCaptures[0].reason == .explicitSelf })
    }

    func testNestedValueTypeMembersAreLinear() {
        let runs = assertLinear("implicit members of a struct") { n in
            nested(n, kind: "struct", open: { _ in "r.subscribe(onNext: { _ in count += 1" }, close: { _ in "}).disposed(by: bag)" })
        }
        XCTAssertNil(offenders(runs.large, describe: describe) { $0.strongCaptures.first?.reason == .implicitMember })
    }

    func testNestedAliasRebindingsAreLinear() {
        // `guard let strongSelf = self` at every level: each site knows the alias once, not
        // once per closure above it that binds it.
        let runs = assertLinear("alias bound at every level") { n in
            nested(n, open: { k in
                (k == 0 ? "self" : "strongSelf") + ".r.subscribe(onNext: { [weak self] _ in guard let strongSelf = self else { return }"
            }, close: { k in "}).disposed(by: " + (k == 0 ? "self" : "strongSelf") + ".bag)" })
        }
        XCTAssertNil(offenders(runs.large.dropFirst(), describe: describe) { $0.context.selfAliases == ["strongSelf"] })
    }

    func testNestedAliasesAreLinear() {
        // Only closures that bind an alias are visited when a site collects its aliases.
        assertLinear("alias bound once, used at every level") { n in
            nested(n, open: { k in
                k == 0 ? "r.subscribe(onNext: { [weak self] _ in guard let strongSelf = self else { return }"
                    : "strongSelf.r.subscribe(onNext: { _ in"
            }, close: { k in k == 0 ? "}).disposed(by: bag)" : "}).disposed(by: strongSelf.bag)" })
        }
    }
}
