import Foundation
import XCTest
@testable import RxLintKit

/// An index updated for one file's new facts (`ProjectIndex.update`, what the language server
/// does on each edit) answers exactly as the index built anew from every file: checked over
/// the agreement scenarios and the rules' Swift examples as one project, for edits that delete
/// a line, add a method or a property to a type, add a new type, declare a supertype other
/// types named without a declaration, give a type another supertype, or replace a file by
/// another (names come and go).
final class ProjectIndexUpdateTests: XCTestCase {
    private func corpus() throws -> [SourceFile] {
        let scenarios = ProjectPaths.root.appendingPathComponent("Tests/ModelAgreementTests/Scenarios")
        var files: [SourceFile] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path).sorted() where name.hasSuffix(".swift") {
            files.append(SourceFile(path: Self.module(files.count) + name, text: try String(contentsOf: scenarios.appendingPathComponent(name), encoding: .utf8)))
        }
        for url in try ProjectPaths.ruleDocuments() {
            for (k, example) in try RuleDoc(path: url).examples.enumerated() where example.language == "swift" {
                files.append(SourceFile(path: Self.module(files.count) + "\(url.deletingPathExtension().lastPathComponent)_\(k).swift", text: example.code))
            }
        }
        return files
    }

    /// Three modules by path (`ModuleMap.pathOnly`), so that types of one name are in one
    /// module or in several, and an edit can make a name elsewhere resolve or turn ambiguous.
    private static func module(_ k: Int) -> String { ["", "Sources/A/", "Sources/B/"][k % 3] }

    /// Everything a question to the index can read, by name (positions aside).
    private func answers(_ index: ProjectIndex, calls: Set<UInt32>) -> [String] {
        var lines: [String] = []
        // A type is its key: module, qualified name, file (a file-private one's).
        func key(_ slot: Int) -> String {
            let t = index.infos[slot]
            return "\(t.module)/\(t.qualifiedName)/\(t.file)"
        }
        for slot in index.infos.indices.sorted(by: { key($0) < key($1) }) {
            let t = index.infos[slot]
            lines.append("type \(key(slot)) \(String(describing: t.kind)) \(t.inherited) \(t.parents.map { $0 < 0 ? "-" : key(Int($0)) }) "
                + "outer \(t.outer < 0 ? "-" : key(Int(t.outer))) \(t.properties.names) \(t.properties.values) "
                + "\(t.methods.names) \(t.methods.values.map(describe)) \(t.disposedProperties.names) \(t.disposedProperties.values.map(\.rawValue)) "
                + "\(t.disposingMethods.map { "\($0.property).\($0.method)" }) \(t.weakProperties) \(t.outletProperties) \(t.createdProperties) \(t.sharedInstances) \(t.staticBags) \(t.reassignedProperties) "
                + "\(t.bagArguments.map { "\($0.callee):\($0.label):\($0.path):\($0.caller)" }) "
                + "\(t.bagDeclarations.map { "\($0.name):\($0.access):\($0.typeIsFileLocal):\($0.file)" }) "
                + "\(t.assignedProperties) \(t.completedProperties) "
                + "\(t.propertyChains.map { "\($0.name):\($0.isVariable):\($0.isStatic):\($0.chains.map { $0.root.path })" }) "
                + "unseen superclass \(t.unseenSuperclass) "
                + "lineage \(index.lineages[slot].map { key(Int($0)) }) named \(index.namedKinds[slot].rawValue)")
        }
        // How each file's declarations resolve, and what each type name means from each file.
        for g in index.fileModules.indices {
            let facts = index.factSlots[Int(index.factStart[g])..<Int(index.factStart[g + 1])]
            lines.append("file \(g) \(index.fileModules[g]) \(facts.map { $0 < 0 ? "-" : key(Int($0)) })")
        }
        for name in index.propertyNames.names.sorted() {
            // No declaration and disagreeing declarations answer alike (nil).
            let type = index.propertyTypes[index.propertyNames.position(of: name)!]
            if !type.isEmpty { lines.append("property \(name) \(type)") }
        }
        for name in index.methodNames.names.sorted() {
            let methods = index.methodsByName[index.methodNames.position(of: name)!]
            if !methods.isEmpty { lines.append("method \(name) \(methods.map(describe)) void helper \(index.hasVoidSignatures(named: name))") }
        }
        for callee in index.argumentsByCallee.keys.sorted() {
            let uses = index.argumentsByCallee[callee, default: []].map {
                "\($0.callerType)@\(index.filePath($0.file)).\($0.argument.function)/\($0.argument.isStatic) \($0.argument.label).\($0.argument.member): \($0.argument.chains.map { $0.root.path })"
            }
            lines.append("passed to \(callee) \(uses.sorted())")
        }
        lines.append("static bags \(index.hasStaticBags)")
        lines.append("called \(calls.sorted().filter { index.calledNames.contains($0) })")
        return lines
    }

    private func describe(_ m: MethodFacts) -> String {
        "\(m.returnType)/\(m.create?.rawValue ?? "-")/\(m.oneArgumentLabel ?? "-")/\(m.declaringType)/\(m.returns.map { $0.root.path })/\(m.hasUnreadOverload)/\(m.voidSignatures)"
    }

    /// The comparisons read every field of a file's facts, of a merged type and of a method's
    /// facts (`TypeFacts.sameFacts`, `MethodFacts.sameFacts`, `FileAnalysis`'s fields the
    /// index reads, and `answers` above): a field added to them must be compared there too, or
    /// an edit could leave the index behind unseen.
    func testTheComparisonsReadEveryFieldOfTheIndex() {
        let facts = TypeFacts(name: "T", kind: .class, inherited: [], properties: NameTable(), methods: NameTable(), disposedProperties: NameTable())
        XCTAssertEqual(Mirror(reflecting: facts).children.map { $0.label ?? "" },
                       ["name", "kind", "inherited", "properties", "weakProperties", "outletProperties", "createdProperties", "sharedInstances", "staticBags", "reassignedProperties", "propertyChains",
                        "passedArguments", "methods", "disposedProperties", "disposingMethods", "bagArguments", "bagDeclarations", "assignedProperties", "completedProperties",
                        "qualifier", "parent", "isFileLocal"])
        let info = ProjectIndex.TypeInfo(name: "T")
        XCTAssertEqual(Mirror(reflecting: info).children.map { $0.label ?? "" },
                       ["name", "kind", "inherited", "properties", "methods", "disposedProperties", "disposingMethods", "weakProperties",
                        "outletProperties", "createdProperties", "sharedInstances", "staticBags", "reassignedProperties", "bagArguments", "bagDeclarations",
                        "assignedProperties", "completedProperties", "propertyChains", "qualifiedName", "module", "file", "outer", "parents", "unseenSuperclass"])
        XCTAssertEqual(Mirror(reflecting: MethodFacts(returnType: "")).children.map { $0.label ?? "" }, ["returnType", "create", "returnsOwnEvents", "oneArgumentLabel", "declaringType", "returns", "hasUnreadOverload", "voidSignatures"])
    }

    /// A deterministic stream of choices.
    private struct Choices {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    private func edit(_ text: String, other: String, unresolved: [String], round: Int, choices: inout Choices) -> String {
        var lines = text.components(separatedBy: "\n")
        let typeLine = lines.firstIndex { $0.contains("class ") || $0.contains("struct ") || $0.contains("extension ") }
        switch choices.below(8) {
        case 7:
            // The type becomes file-private: other files' names of it resolve elsewhere.
            if let typeLine, !lines[typeLine].contains("private ") { lines[typeLine] = "private " + lines[typeLine] }
        case 6:
            // A supertype other types name but nobody declared: their lineages grow.
            if !unresolved.isEmpty { lines.append("class \(unresolved[choices.below(unresolved.count)]) { let sharedBag = DisposeBag() }") }
        case 0:
            if !lines.isEmpty { lines.remove(at: choices.below(lines.count)) }
        case 1:
            if let typeLine { lines.insert("    func edited\(round)() -> Observable<Int> { .never() }", at: typeLine + 1) }
        case 2:
            if let typeLine { lines.insert("    let editedBag\(round) = DisposeBag(); let editedRelay = PublishRelay<String>()", at: typeLine + 1) }
        case 3:
            lines.append("final class EditedType\(round % 3): BaseViewController { let disposeBag = DisposeBag(); func stop() { disposeBag.dispose() } }")
        case 4:
            if let typeLine, let brace = lines[typeLine].firstIndex(of: "{") {
                lines[typeLine].insert(contentsOf: lines[typeLine].contains(":") ? ", EditedProtocol" : ": UITableViewCell", at: brace)
            }
        default:
            return other
        }
        return lines.joined(separator: "\n")
    }

    func testAnUpdatedIndexAnswersAsOneBuiltAnew() throws {
        let sources = try corpus()
        XCTAssertGreaterThan(sources.count, 200)
        var texts = sources.map { String(decoding: $0.bytes, as: UTF8.self) }
        var files = sources.map { Analyzer.scanForIndex($0) }
        var index = ProjectIndex(files)
        var choices = Choices(state: 20_261_126)
        var updatedInPlace = 0
        // Updates accumulate; every fourth round is compared (the comparison is most of the cost).
        for round in 0..<48 {
            let k = choices.below(files.count)
            let unresolved = Set(index.infos.flatMap(\.inherited)).filter { index.resolve($0) == nil }.sorted()
            texts[k] = edit(texts[k], other: texts[choices.below(texts.count)], unresolved: unresolved, round: round, choices: &choices)
            let previous = files[k]
            files[k] = Analyzer.scanForIndex(SourceFile(path: sources[k].path, text: texts[k]))
            if index.update(replacing: previous, at: k, in: files) {
                updatedInPlace += 1
            } else {
                index = ProjectIndex(files)
            }
            guard round % 4 == 3 else { continue }
            let rebuilt = ProjectIndex(files)
            let calls = Set(files.flatMap(\.calledNames))
            let (a, b) = (answers(index, calls: calls), answers(rebuilt, calls: calls))
            guard a != b else { continue }
            let difference = zip(a, b).first { $0 != $1 }.map { "updated: \($0.0)\nanew:    \($0.1)" } ?? "\(a.count) vs \(b.count) lines"
            XCTFail("round \(round), edit of \(sources[k].path):\n\(difference)")
            return
        }
        // Most edits are taken in place; the rest (a type's last declaration gone) build anew.
        XCTAssertGreaterThan(updatedInPlace, 36)
    }
}
