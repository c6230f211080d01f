import XCTest
@testable import RxLintKit

/// A test injects its doubles: a protocol's requirement called from test code is answered by
/// the project's test doubles (declared in test files) when there are some, as app code is
/// answered by the app's implementations. A trait method (`-> Completable`) whose body returns
/// such a requirement ends during subscribe in a test when the double answers at once.
final class TestDoubleCompletionTests: XCTestCase {
    private let app = SourceFile(path: "App/Diary.swift", text: """
        import RxSwift
        protocol DiaryRepository { func delete(id: String) -> Single<Bool> }
        final class NetworkDiaryRepository: DiaryRepository {
            func delete(id: String) -> Single<Bool> {
                Single.create { single in
                    URLSession.shared.dataTask(with: URL(string: "https://x")!) { _, _, _ in single(.success(true)) }.resume()
                    return Disposables.create()
                }
            }
        }
        final class DiaryUseCase {
            let repository: DiaryRepository
            init(repository: DiaryRepository) { self.repository = repository }
            func delete(id: String) -> Completable { repository.delete(id: id).asCompletable() }
        }
        """)
    private let double = SourceFile(path: "AppTests/StubDiaryRepository.swift", text: """
        import RxSwift
        @testable import App
        final class StubDiaryRepository: DiaryRepository {
            func delete(id: String) -> Single<Bool> {
                Single.create { single in
                    single(.success(true))
                    return Disposables.create()
                }
            }
        }
        """)

    private func findings(at path: String, _ code: String) -> [Finding] {
        Engine.lint([app, double, SourceFile(path: path, text: code)], jobs: 1).findings.filter { $0.file == path }
    }

    private let caller = """
        import RxSwift
        final class DiaryChecks {
            let useCase = DiaryUseCase(repository: StubDiaryRepository())
            func check() {
                var events: [CompletableEvent] = []
                useCase.delete(id: "1").subscribe { events.append($0) }.disposed(by: DisposeBag())
                print(events)
            }
        }
        """

    func testATestIsAnsweredByItsDoubleThatEndsAtOnce() {
        let found = findings(at: "AppTests/DiaryUseCaseTests.swift", caller)
        XCTAssertEqual(found.filter { $0.rule == "local_dispose_bag" }.map(\.message), [])
    }

    func testAppCodeKeepsTheTraitsLaterEnd() {
        let found = findings(at: "App/DiaryChecks.swift", caller)
        XCTAssertEqual(found.filter { $0.rule == "local_dispose_bag" }.count, 1, "\(found.map(\.message))")
    }
}
