import Foundation

/// Which ReactiveCocoa or ReactiveObjC each Objective-C file builds with, as the lock files
/// between it and the project root say (`ProjectVersionsReader`, the reader the fixes use):
/// a verdict on subjects depends on it (`ReactivePin.orphanedSubscriptionsLeak`). One reader
/// per project root serves the whole process, each folder read once; the files of a run ask
/// from parallel workers, hence the lock.
final class ObjCLibraryPins: @unchecked Sendable {
    static let shared = ObjCLibraryPins()
    private let lock = NSLock()
    private var readers: [String: ProjectVersionsReader] = [:]

    /// What the lock files nearest above `file` (absolute) pin, up to `root`; nil when none says.
    func pin(forFile file: String, root: String) -> ReactivePin? {
        lock.lock()
        defer { lock.unlock() }
        let reader = readers[root] ?? ProjectVersionsReader(root: root)
        readers[root] = reader
        return reader.versions(forFile: file).reactive
    }
}

extension ObjectiveCFrontEnd {
    /// `sites` judged for the library the file builds with: a project pinned to a ReactiveCocoa
    /// older than 4.2 keeps no subscriber of a subject that is freed (`ObjCSite.orphanLeaks`).
    static func pinned(_ sites: [ObjCSite], file: String, options: ObjCOptions) -> [ObjCSite] {
        guard let root = options.projectRoot, sites.contains(where: \.judgesOrphans),
              let pin = ObjCLibraryPins.shared.pin(forFile: options.absolute(file), root: root),
              !pin.orphanedSubscriptionsLeak else { return sites }
        return sites.map { site in
            var site = site
            site.orphanLeaks = false
            return site
        }
    }
}
