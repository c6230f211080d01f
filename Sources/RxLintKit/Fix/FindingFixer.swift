/// Fills `Finding.edit` for the fixable findings of one file (`Finding.fixKind`). Each front
/// end names its own (`FrontEnd.fixer`); the run calls this interface, whatever the language.
protocol FindingFixer {
    /// `findings` (of one file, `bytes`) with their edits; `versions` says which spellings the
    /// project's compiler and libraries accept, read only by a fixer that spells code.
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], versions: () -> ProjectVersions) -> [Finding]
}

/// Swift's edits, worked out from the file's tokens (`Fixer.withEdits`).
enum SwiftFindingFixer: FindingFixer {
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], versions: () -> ProjectVersions) -> [Finding] {
        Fixer.withEdits(findings, bytes: bytes, versions: versions())
    }
}

/// Edits the front end prepared and proved with the file's facts (`FixKind.prepared`), and the
/// removal of superfluous suppression comments (`Fixer.withPreparedEdits`).
enum PreparedEditsFixer: FindingFixer {
    static func attachingEdits(to findings: [Finding], bytes: [UInt8], versions: () -> ProjectVersions) -> [Finding] {
        Fixer.withPreparedEdits(findings, bytes: bytes)
    }
}
