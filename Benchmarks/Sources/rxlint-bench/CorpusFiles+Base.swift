/// The base classes every feature inherits its dispose bag from; declared once, in their
/// own files, so an analyzer must look across files to see the bag.
extension CorpusGenerator {
    func baseViewControllerFile() -> CodeWriter {
        var w = CodeWriter()
        fileHeader(&w, name: "BaseViewController", imports: ["UIKit", "RxSwift", "RxCocoa"])
        docComment(&w, "Root of every screen: owns the dispose bag its subclasses subscribe into.")
        w.block("class BaseViewController: UIViewController {") { w in
            w.line("let disposeBag = DisposeBag()")
            w.line("let isVisible = BehaviorRelay<Bool>(value: false)")
            w.line()
            w.block("override func viewWillAppear(_ animated: Bool) {") { w in
                w.line("super.viewWillAppear(animated)")
                w.line("isVisible.accept(true)")
            }
            w.line()
            w.block("override func viewDidDisappear(_ animated: Bool) {") { w in
                w.line("super.viewDidDisappear(animated)")
                w.line("isVisible.accept(false)")
            }
            w.line()
            w.block("func show(error: Error) {") { w in
                w.line("let alert = UIAlertController(title: \"Error\", message: \"\\(error.localizedDescription)\", preferredStyle: .alert)")
                w.line("alert.addAction(UIAlertAction(title: \"OK\", style: .default))")
                w.line("present(alert, animated: true)")
            }
        }
        return w
    }

    func baseViewModelFile() -> CodeWriter {
        var w = CodeWriter()
        fileHeader(&w, name: "BaseViewModel", imports: ["Foundation", "RxSwift", "RxRelay"])
        w.block("protocol ViewModelType {") { w in
            w.line("associatedtype Input")
            w.line("associatedtype Output")
            w.line("func transform(_ input: Input) -> Output")
        }
        w.line()
        docComment(&w, "Shared state of view models: loading flag, error stream and the bag.")
        w.block("class BaseViewModel {") { w in
            w.line("let disposeBag = DisposeBag()")
            w.line("let isLoading = BehaviorRelay<Bool>(value: false)")
            w.line("let errorMessage = PublishRelay<String>()")
            w.line("let refreshTrigger = PublishRelay<Void>()")
            w.line()
            w.line("init() {}")
        }
        return w
    }

    func baseCellFile() -> CodeWriter {
        var w = CodeWriter()
        fileHeader(&w, name: "BaseTableViewCell", imports: ["UIKit", "RxSwift"])
        docComment(&w, "Cells get a fresh bag on reuse, so old bindings die with the old content.")
        w.block("class BaseTableViewCell: UITableViewCell {") { w in
            w.line("private(set) var disposeBag = DisposeBag()")
            w.line()
            w.block("override func prepareForReuse() {") { w in
                w.line("super.prepareForReuse()")
                w.line("disposeBag = DisposeBag()")
            }
        }
        return w
    }
}
