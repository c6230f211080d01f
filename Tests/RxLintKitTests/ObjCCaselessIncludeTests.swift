import XCTest
@testable import RxLintKit

/// `#import "feedviewmodel.h"` of `FeedViewModel.h`: a Mac's file system ignores letter case,
/// so real projects have such imports. Linux's does not; the search finds the file ignoring
/// case, only where no file has the exact name, and the parse reads it.
final class ObjCCaselessIncludeTests: XCTestCase {
    private static let header = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface FeedViewModel : NSObject
        @property (nonatomic, strong, readonly) RACSubject *updates;
        @end

        """

    /// The findings of `Sources/FeedController.m`, which imports `spelled`.
    private func findings(importing spelled: String, files: [String: String]) throws -> [String] {
        let dir = try TemporaryDirectory()
        for (path, text) in files { try dir.write(path, text) }
        try dir.write("Sources/FeedController.m", """
            #import <ReactiveObjC/ReactiveObjC.h>
            #import "\(spelled)"

            @interface FeedController : NSObject
            @property (nonatomic, strong) FeedViewModel *viewModel;
            @property (nonatomic) NSInteger count;
            @end

            @implementation FeedController
            - (void)bind {
                [self.viewModel.updates subscribeNext:^(id x) {
                    self.count += 1;
                }];
            }
            @end

            """)
        var request = LintRequest(input: .paths(["Sources/FeedController.m"]), jobs: 1, currentDirectory: dir.path)
        request.projectRoot = dir.path
        return try LintRun.run(request).findings.map { "\($0.line) \($0.rule)" }
    }

    func testAHeaderImportedInAnotherLetterCaseIsRead() throws {
        // The header declares the view model's subject: only when it is read is the cycle seen.
        let found = ["12 strong_self_capture"]
        XCTAssertEqual(try findings(importing: "FeedViewModel.h", files: ["Sources/FeedViewModel.h": Self.header]), found)
        XCTAssertEqual(try findings(importing: "feedviewmodel.h", files: ["Sources/FeedViewModel.h": Self.header]), found)
        // Through a folder, from another header folder of the project.
        XCTAssertEqual(try findings(importing: "models/FEEDVIEWMODEL.h", files: ["Shared/Models/FeedViewModel.h": Self.header,
                                                                                "Shared/Other.h": "\n"]), found)
        // Nothing of that name in any case: the import stays missing (and the member unknown).
        XCTAssertEqual(try findings(importing: "FeedViewModels.h", files: ["Sources/FeedViewModel.h": Self.header]), [])
    }

    func testTheExactNameWinsOverAnotherCase() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A/feed.h", "\n")
        try dir.write("A/Feed.h", "\n")
        let listings = ObjCIncludeGuard.Listings()
        XCTAssertEqual(listings.caselessPath([("Feed.h", "feed.h")], in: dir.path + "/A"), dir.path + "/A/Feed.h")
        XCTAssertEqual(listings.caselessPath([("FEED.h", "feed.h")], in: dir.path + "/A"), dir.path + "/A/Feed.h", "the first in byte order")
        XCTAssertNil(listings.caselessPath([("a", "a"), ("feed.h", "feed.h"), ("x.h", "x.h")], in: dir.path), "a file is no folder")
        // The plan: a redirect at the spelled path, importing the file on disk; none for the exact name.
        let path = dir.path + "/A/Main.m"
        let plan = ObjCIncludeGuard.plan(path: path, bytes: Array("#import \"FEED.H\"\n#include \"feed.h\"\n".utf8), arguments: [], virtualHeaders: [])
        XCTAssertEqual(plan.redirects, [ObjCIncludeGuard.Redirect(path: dir.path + "/A/FEED.H", contents: Array("#import \"\(dir.path)/A/Feed.h\"\n".utf8))])
        XCTAssertEqual(plan.refusals, [])
    }
}
