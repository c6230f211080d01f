#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// A table view as RxCocoa's items binding treats it: the binding installs a data source that
/// keeps the cell closure, which the table view retains, and the binding lives until it is
/// disposed or the table view deallocates, whatever its source does (RxCocoa appends
/// `concat(Observable.never())` and `take(until: tableView.rx.deallocated)`).
private final class ItemsTable: ReactiveCompatible {
    fileprivate var dataSource: AnyObject?
}

private final class ItemsCell {
    var text = ""
}

/// The data source the binding installs: it keeps the closure that configures each cell.
private final class ItemsDataSource {
    let configureCell: (Int, String, ItemsCell) -> Void
    init(_ configureCell: @escaping (Int, String, ItemsCell) -> Void) { self.configureCell = configureCell }
}

fileprivate extension Reactive where Base: ItemsTable {
    func items(cellIdentifier: String) -> (Observable<[String]>) -> (@escaping (Int, String, ItemsCell) -> Void) -> Disposable {
        let table = base
        return { source in
            return { configureCell in
                let dataSource = ItemsDataSource(configureCell)
                table.dataSource = dataSource
                // A completed source leaves the data source installed: only disposal removes it.
                let subscription = source.subscribe(onNext: { items in
                    for (row, item) in items.enumerated() { dataSource.configureCell(row, item, ItemsCell()) }
                })
                return Disposables.create { [weak table] in
                    subscription.dispose()
                    if table?.dataSource === dataSource { table?.dataSource = nil }
                }
            }
        }
    }
}

/// RxCocoa's curried `bind(to:)`: the trailing closure is the binder's argument.
fileprivate extension ObservableType {
    func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}

/// The view a controller owns: it keeps its subviews.
private final class ItemsRootView {
    var subviews: [AnyObject] = []
}

/// `bind(to: tableView.rx.items(cellIdentifier:)) { … self … }` on the controller's own table
/// view, with a source that completes at once: the data source stays, so self → view → table
/// view → data source → closure → self, and the bag that would end it is self's.
private final class ItemsMenuViewController {
    let view = ItemsRootView()
    #if canImport(UIKit)
    @IBOutlet weak var tableView: ItemsTable!
    #else
    // Swift off Apple platforms refuses `@IBOutlet` on a class that is not `@objc`: this is the
    // same weak reference into the view hierarchy, connected as a nib connects an outlet.
    weak var tableView: ItemsTable!
    #endif
    private let disposeBag = DisposeBag()
    private(set) var configured = 0

    init() {
        let table = ItemsTable()
        view.subviews.append(table)
        tableView = table
        Observable.just(["Home", "Search"])
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, item, cell in
                cell.text = item
                self.configured += 1 // expect: strong_self_capture leak
            }
            .disposed(by: disposeBag)
    }
}

enum ItemsBindingStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { ItemsMenuViewController() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ItemsMenuViewController).configured }
}
