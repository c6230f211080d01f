/// The subset of SARIF 2.1.0 that rxlint emits, as Codable values (property names are the
/// schema's). Optional properties are left out of the JSON when nil.
enum SARIF {
    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var results: [Result]
        /// rxlint's columns count Unicode scalars, like SARIF's `unicodeCodePoints`.
        let columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        let name = "rxlint"
        var semanticVersion: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Help
        var defaultConfiguration: Configuration
    }

    struct Text: Encodable { var text: String }
    struct Help: Encodable { var text: String; var markdown: String? }
    struct Configuration: Encodable { var level: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var codeFlows: [CodeFlow]?
        var fixes: [Fix]?
        var properties: Properties
    }

    /// A fix: the changes to one artifact (SARIF 2.1.0 §3.55).
    struct Fix: Encodable {
        var description: Text
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    /// `deletedRegion` (empty for an insertion) replaced by `insertedContent`.
    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Text?
    }

    struct Properties: Encodable { var verdict: String }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    struct CodeFlow: Encodable {
        var message: Text
        var threadFlows: [ThreadFlow]
    }

    struct ThreadFlow: Encodable { var locations: [ThreadFlowLocation] }
    struct ThreadFlowLocation: Encodable { var location: Location }
}
