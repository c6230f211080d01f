#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A reused cell whose base class's `prepareForReuse` calls a protocol extension method that
/// gives the cell a fresh bag through a copy of `self` (`if var holder = self as? HasBag`):
/// `self` is an object, so the cell's own bag is replaced and the previous item's
/// subscription is disposed. Only the current item's events arrive.
private protocol HasReuseBag {
    var disposeBag: DisposeBag { get set }
}

private protocol ReusableRow: AnyObject {
    func disposeOnReuse()
}

extension ReusableRow {
    func disposeOnReuse() {
        if var holder = self as? HasReuseBag {
            holder.disposeBag = DisposeBag()
        }
    }
}

private class ReusableRowCell: HasReuseBag, ReusableRow {
    var disposeBag = DisposeBag()

    func prepareForReuse() {
        disposeOnReuse()
    }
}

private final class TitleRowCell: ReusableRowCell {
    private(set) var updates: [String] = []

    var viewModel: TitleRowViewModel? {
        didSet {
            viewModel?.title
                .subscribe(onNext: { [weak self] in self?.updates.append($0) })
                .disposed(by: disposeBag)
        }
    }
}

private final class TitleRowViewModel {
    let title: BehaviorRelay<String>

    init(_ text: String) {
        title = BehaviorRelay(value: text)
    }
}

enum ReusedCellBagResetThroughProtocolExtension: AgreementScenario {
    private static let first = TitleRowViewModel("first")

    /// The first item outlives the cell (a table's data source keeps it).
    static func prepare() { _ = first }

    static func makeOwner() -> AnyObject {
        let cell = TitleRowCell()
        cell.viewModel = first
        cell.prepareForReuse()
        cell.viewModel = TitleRowViewModel("second")
        return cell
    }
    static func drive(_ owner: AnyObject) {
        // The first item's relay no longer reaches the reused cell.
        first.title.accept("first again")
    }
    static func received(_ owner: AnyObject) -> Int? {
        let updates = (owner as! TitleRowCell).updates
        return updates == ["first", "second"] ? updates.count : -1
    }
}
