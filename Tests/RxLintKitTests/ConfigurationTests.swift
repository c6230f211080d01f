import XCTest
@testable import RxLintKit

final class ConfigurationTests: XCTestCase {
    private func parse(_ yaml: String) throws -> Configuration {
        try ConfigurationLoader.parse(yaml: yaml, path: ".lintrc", rootDirectory: "/project")
    }

    /// The message of the configuration error `yaml` must raise.
    private func failure(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(yaml)
            XCTFail("expected a configuration error", file: file, line: line)
            return ""
        } catch let error as RxLintError {
            return error.description
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return ""
        }
    }

    func testEveryKeyIsRead() throws {
        let config = try parse("""
        included: [Sources]
        excluded:
          - Sources/Generated
          - "*.generated.swift"
        disabled_rules: [missing_dispose_bag]
        only_rules: [strong_self_capture, discarded_subscription]
        rules:
          discarded_subscription:
            severity: error
        strict: true
        reporter: json
        baseline: rxlint-baseline.json
        knowledge:
          subscription_calls: [subscribeSafely]
          subscription_operators: ["<->"]
          disposal_methods: ["disposeOnDeactivate(interactor:)"]
          completing_calls: [fetchUser]
          never_completing_calls: [appState]
          dispose_bag_names: [bag2]
        """)
        XCTAssertEqual(config.included.map(\.pattern), ["Sources"])
        XCTAssertEqual(config.excluded.map(\.pattern), ["Sources/Generated", "*.generated.swift"])
        XCTAssertEqual(config.disabledRules, ["missing_dispose_bag"])
        XCTAssertEqual(config.onlyRules, ["strong_self_capture", "discarded_subscription"])
        XCTAssertEqual(config.rules["discarded_subscription"]?.severity, .error)
        XCTAssertTrue(config.strict)
        XCTAssertEqual(config.failingSeverity, .warning)
        XCTAssertEqual(config.reporter, "json")
        XCTAssertEqual(config.baseline, "rxlint-baseline.json")
        XCTAssertEqual(config.knowledge.subscriptionCalls, ["subscribeSafely"])
        XCTAssertEqual(config.knowledge.subscriptionOperators, ["<->"])
        XCTAssertEqual(config.knowledge.disposalMethods, ["disposeOnDeactivate"], "argument labels are dropped")
        XCTAssertEqual(config.knowledge.completingCalls, ["fetchUser"])
        XCTAssertEqual(config.knowledge.neverCompletingCalls, ["appState"])
        XCTAssertEqual(config.knowledge.disposeBagNames, ["bag2"])
        XCTAssertEqual(config.enabledRules, ["strong_self_capture", "discarded_subscription"])
        let knowledge = config.analysisOptions.knowledge
        XCTAssertTrue(knowledge.subscriptionOperators.contains("<->"))
        XCTAssertTrue(knowledge.disposalMethods.contains("disposeOnDeactivate"))
        XCTAssertTrue(knowledge.disposalMethods.contains("disposed"), "the standard knowledge stays")
        XCTAssertEqual(config.severity(of: "discarded_subscription", graded: .warning), .error)
        XCTAssertEqual(config.severity(of: "strong_self_capture", graded: .warning), .warning)
    }

    func testEmptyFileMeansDefaults() throws {
        let config = try parse("# nothing here\n")
        XCTAssertEqual(config, Configuration(rootDirectory: "/project", sourcePath: ".lintrc"))
        XCTAssertEqual(config.enabledRules, Set(RuleRegistry.identifiers))
        XCTAssertEqual(config.failingSeverity, .error)
    }

    func testUnknownKeyNamesFileLineAndKey() {
        XCTAssertEqual(failure("strict: false\nexlcuded: [Pods]\n"),
                       ".lintrc:2:1: unknown key 'exlcuded' (did you mean 'excluded'?)")
        XCTAssertEqual(failure("knowledge:\n  subscribe_calls: [x]\n"),
                       ".lintrc:2:3: unknown key 'knowledge.subscribe_calls' (did you mean 'subscription_calls'?)")
    }

    func testBooleansAreOnlyTrueOrFalse() throws {
        for bad in ["yes", "on", "1", "\"true\"", "True"] {
            XCTAssertTrue(failure("strict: \(bad)\n").hasPrefix(".lintrc:1:9: 'strict' must be true or false, got "), bad)
        }
        XCTAssertFalse(try parse("strict: false").strict)
    }

    func testWrongTypesAreReported() {
        XCTAssertEqual(failure("excluded: {a: b}\n"), ".lintrc:1:11: 'excluded' must be a list of strings, got a mapping")
        XCTAssertEqual(failure("disabled_rules:\n  - [nested]\n"), ".lintrc:2:5: 'disabled_rules' must be a non-empty string, got a list")
        XCTAssertEqual(failure("reporter: html\n"),
                       ".lintrc:1:11: 'reporter' must be one of text, json, sarif, github, checkstyle, junit, gitlab, xcode, got 'html'")
        XCTAssertEqual(failure("- a\n- b\n"), ".lintrc:1:1: the configuration must be a mapping of keys to values")
        XCTAssertEqual(failure("rules:\n  strong_self_capture:\n    severity: fatal\n"),
                       ".lintrc:3:15: 'rules.strong_self_capture.severity' must be error, warning or info, got 'fatal'")
    }

    func testUnknownRuleIDs() {
        XCTAssertEqual(failure("disabled_rules: [strong_self_captures]\n"),
                       ".lintrc:1:18: 'disabled_rules': unknown rule id 'strong_self_captures' (did you mean 'strong_self_capture'?)")
        XCTAssertEqual(failure("rules:\n  no_such_rule:\n    severity: error\n"),
                       ".lintrc:2:3: 'rules': unknown rule id 'no_such_rule'")
        XCTAssertEqual(failure("rules:\n  strong_self_capture:\n    max_depth: 3\n"),
                       ".lintrc:3:5: unknown option 'rules.strong_self_capture.max_depth' (strong_self_capture accepts: severity, fix_style)")
    }

    func testChoiceOptionsTakeOnlyTheirWords() throws {
        XCTAssertEqual(failure("rules:\n  strong_self_capture:\n    fix_style: unowned\n"),
                       ".lintrc:3:16: 'rules.strong_self_capture.fix_style' must be one of weak_self, with_owner, got 'unowned'")
        XCTAssertEqual(failure("rules:\n  strong_self_capture:\n    fix_style: [with_owner]\n"),
                       ".lintrc:3:16: 'rules.strong_self_capture.fix_style' must be a non-empty string, got a list")
        let config = try parse("rules:\n  strong_self_capture:\n    fix_style: with_owner\n")
        XCTAssertEqual(config.rules["strong_self_capture"]?.options, ["fix_style": .string("with_owner")])
        XCTAssertEqual(config.analysisOptions.ruleOptions["strong_self_capture"], ["fix_style": .string("with_owner")])
    }

    func testBadGlobs() {
        XCTAssertEqual(failure("excluded: [\"Sources/[ab\"]\n"), ".lintrc:1:12: 'excluded': bad glob 'Sources/[ab': unterminated '[' in pattern")
        XCTAssertEqual(failure("included: [\"/abs\"]\n").hasSuffix("pattern must be relative to the configuration file's directory"), true)
        XCTAssertEqual(failure("included: [\"a\\\\\"]\n").hasSuffix("pattern ends with a lone backslash"), true)
    }

    func testKnowledgeNamesAreChecked() {
        XCTAssertEqual(failure("knowledge:\n  subscription_operators: [bind]\n"),
                       ".lintrc:2:28: 'knowledge.subscription_operators': 'bind' is not an operator")
        XCTAssertEqual(failure("knowledge:\n  disposal_methods: [\"dispose on\"]\n"),
                       ".lintrc:2:22: 'knowledge.disposal_methods': 'dispose on' is not a Swift name")
    }

    func testInvalidYAMLAndDuplicateKeys() {
        XCTAssertTrue(failure("excluded: [a\n").hasPrefix(".lintrc:"))
        XCTAssertTrue(failure("excluded: [a\n").contains("invalid YAML"))
        XCTAssertTrue(failure("strict: true\nstrict: false\n").contains("duplicate key 'strict'"))
    }

    func testGlobMatchingUsesFnmatchAndCoversDirectories() throws {
        let generated = try Glob("Sources/Generated")
        XCTAssertTrue(generated.matches("Sources/Generated/A.swift"))
        XCTAssertTrue(generated.matches("Sources/Generated/Deep/B.swift"))
        XCTAssertFalse(generated.matches("Sources/GeneratedX/A.swift"))
        let star = try Glob("*.generated.swift")
        XCTAssertTrue(star.matches("Sources/Deep/X.generated.swift"), "without FNM_PATHNAME '*' crosses '/'")
        XCTAssertFalse(star.matches("Sources/X.swift"))
        XCTAssertTrue(try Glob("./Tests/").matches("Tests/A.swift"))
        XCTAssertTrue(try Glob("Sources/[AB]*.swift").matches("Sources/Bee.swift"))
        XCTAssertTrue(try Glob("Sources/[]]x").matches("Sources/]x"), "']' first in a bracket is a member")
    }

    func testIncludedAndExcluded() throws {
        let config = try parse("included: [Sources]\nexcluded: [Sources/Vendor]\n")
        XCTAssertTrue(config.includes(relativePath: "Sources/A.swift"))
        XCTAssertFalse(config.includes(relativePath: "Tests/A.swift"))
        XCTAssertFalse(config.includes(relativePath: "Sources/Vendor/A.swift"))
        XCTAssertFalse(config.mayDescend(intoRelativePath: "Sources/Vendor"))
        XCTAssertTrue(config.mayDescend(intoRelativePath: "Tests"))
        // The excluded patterns try each parent folder of the path first; the included ones
        // are then asked about the whole path again.
        let bySuffix = try parse("included: ['*.swift']\nexcluded: [Vendor, Sources/Old]\n")
        XCTAssertTrue(bySuffix.includes(relativePath: "Sources/Deep/A.swift"))
        XCTAssertFalse(bySuffix.includes(relativePath: "Sources/Deep/A.m"))
        XCTAssertFalse(bySuffix.includes(relativePath: "Vendor/Deep/A.swift"))
        XCTAssertFalse(bySuffix.includes(relativePath: "Sources/Old/Deep/A.swift"))
    }

    func testLintrcExampleLoadsAndDocumentsEveryKey() throws {
        let path = RepositoryPaths.root + "/.lintrc.example"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let config = try ConfigurationLoader.load(path: path)
        XCTAssertEqual(config.failingSeverity, .error)
        for key in ConfigurationKey.allCases {
            XCTAssertTrue(text.contains("\n\(key.rawValue):") || text.contains("\n# \(key.rawValue):"), "\(key.rawValue) undocumented")
        }
        for key in KnowledgeKey.allCases {
            XCTAssertTrue(text.contains("  \(key.rawValue):"), "knowledge.\(key.rawValue) undocumented")
        }
    }

    func testStarterConfigurationLoadsAndIsNeverOverwritten() throws {
        let dir = try TemporaryDirectory()
        let written = try StarterConfiguration.write(into: dir.path)
        XCTAssertEqual(written, dir.path + "/.lintrc")
        XCTAssertNoThrow(try ConfigurationLoader.load(path: written))
        XCTAssertThrowsError(try StarterConfiguration.write(into: dir.path)) { error in
            XCTAssertTrue("\(error)".contains("already exists"))
        }
    }

    func testConfigurationIsFoundUpward() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "strict: true\n")
        try dir.write("a/b/c/File.swift", "")
        XCTAssertEqual(ConfigurationLoader.find(from: dir.path + "/a/b/c"), dir.path + "/.lintrc")
        // Above a directory without one, the search goes on to the root. What it meets there
        // belongs to the machine, not to the test (a `.lintrc` above the temporary directory
        // is found, and must be): the answer is the nearest regular file of that name, if any.
        func isFile(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let elsewhere = try TemporaryDirectory()
        try elsewhere.write("a/.lintrc/not-a-file", "")
        let aboveTemporary = sequence(first: URL(fileURLWithPath: elsewhere.path)) { $0.path == "/" ? nil : $0.deletingLastPathComponent() }
            .map { $0.appendingPathComponent(".lintrc").path }
            .first(where: isFile)
        XCTAssertEqual(ConfigurationLoader.find(from: elsewhere.path + "/a"), aboveTemporary, "a directory named .lintrc is not one")
        XCTAssertEqual(ConfigurationLoader.find(from: "/"), isFile("/.lintrc") ? "/.lintrc" : nil, "the root ends the search")
    }

    /// The byte walk (normal absolute paths) answers as the URL walk it stands in for.
    func testTheByteWalkAnswersAsTheURLWalk() throws {
        let dir = try TemporaryDirectory()
        try dir.write("p/.lintrc", "strict: true\n")
        try dir.write("p/q/r/File.swift", "")
        try dir.write("s/.lintrc/not-a-file", "")
        try dir.write("s/t/File.swift", "")
        let starts = [dir.path + "/p/q/r", dir.path + "/p/q", dir.path + "/p", dir.path + "/s/t", dir.path + "/s", dir.path + "/s/.lintrc",
                      dir.path + "/missing/folder", dir.path, "/"]
        for start in starts {
            XCTAssertTrue(Paths.isNormalASCII(start), start)
            XCTAssertEqual(ConfigurationLoader.find(from: start), ConfigurationLoader.findByURL(from: start), start)
        }
        XCTAssertEqual(ConfigurationLoader.find(from: dir.path + "/p/q/r"), dir.path + "/p/.lintrc")
        XCTAssertEqual(ConfigurationLoader.find(from: dir.path + "/p/q/../q/r"), dir.path + "/p/.lintrc", "another spelling takes the URL walk")
    }
}
