/// Fills `Finding.edit` for the fixable findings of one file (`Finding.fixKind`). Each front
/// end names its own (`FrontEnd.fixer`); the run calls this interface, whatever the language.
protocol FindingFixer {
    /// `findings` (of one file, `bytes`) with their edits; `analysis` is what the scan kept of
    /// the file, when it is at hand (a Swift file's syntax: the fixer then lexes nothing
    /// again); `versions` says which spellings the project's compiler and libraries accept,
    /// read only by a fixer that spells code.
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], analysis: FileAnalysis?, versions: () -> ProjectVersions) -> [Finding]
}

/// Swift's edits, worked out from the file's tokens (`Fixer.withEdits`).
enum SwiftFindingFixer: FindingFixer {
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], analysis: FileAnalysis?, versions: () -> ProjectVersions) -> [Finding] {
        Fixer.withEdits(findings, bytes: bytes, versions: versions(), syntax: analysis?.syntax, lines: analysis?.lines)
    }
}

/// Edits the front end prepared and proved with the file's facts (`FixKind.prepared`), and the
/// removal of superfluous suppression comments (`Fixer.withPreparedEdits`).
enum PreparedEditsFixer: FindingFixer {
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], analysis: FileAnalysis?, versions: () -> ProjectVersions) -> [Finding] {
        Fixer.withPreparedEdits(findings, bytes: bytes)
    }
}
