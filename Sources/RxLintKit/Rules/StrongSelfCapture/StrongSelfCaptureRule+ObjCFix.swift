/// The rule's fix on Objective-C: the front end proves, per capture, the edit that removes it
/// (`ObjCCapture.provenFix`, by a second parse of the edited file); a finding at a capture
/// carries that edit, for `--fix` and the reports' fix-its.
extension StrongSelfCaptureRule {
    static func findings(_ site: ObjCSite) -> [Diagnostic] {
        var found = check(site)
        // Every finding of this rule stands at one capture of the site.
        for k in found.indices {
            guard let capture = site.captures.first(where: { $0.start == found[k].start && $0.end == found[k].end }),
                  let edit = capture.provenFix else { continue }
            found[k].fixKind = .prepared(edit)
        }
        return found
    }
}
