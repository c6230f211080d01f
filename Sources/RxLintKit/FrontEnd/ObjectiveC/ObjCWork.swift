/// Counts the steps of one file's Objective-C analysis that grow with the file: the bytes
/// handed to libclang (each parse's, proofs of fixes included) and read by the byte scans, the
/// nodes of libclang's tree, and (`walks`, apart) the iterations of the walks that read that
/// tree per site, block or method. A count, not a time: the tests compare it at n and 10n to
/// keep the analysis linear in its input (`ObjCAdversarialShapesTests`), whatever the load of
/// the machine. The walks are counted apart because they are small next to the parse: a walk
/// repeated per site would hide in the total at sizes a test can afford.
final class ObjCWork {
    private(set) var steps = 0
    private(set) var walks = 0
    /// How many times libclang parsed.
    private(set) var parses = 0
    /// How many of those walks read the file's own locations directly (`ClangParser`).
    var decodedParses = 0

    /// Bytes scanned or nodes read once per parse.
    func add(_ n: Int) { steps += n }

    /// Iterations of a walk made per site, block or method.
    func walk(_ n: Int) {
        walks += n
        steps += n
    }

    func parsed(bytes: Int) {
        parses += 1
        steps += bytes
    }
}
