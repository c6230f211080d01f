/// Source texts more than one test target uses, written once.
public enum SharedFixtures {
    /// An Objective-C view model whose block captures self strongly while self keeps the
    /// subject (a strong_self_capture error), without its `#import` line: tests put what they
    /// probe (a hostile include, the import) in front of it.
    public static let objcSubjectLeakBody = """
        @interface V : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @end
        @implementation V
        - (void)f {
            [self.s subscribeNext:^(id x) { self.n = 1; }];
        }
        @end

        """

    /// Macros that double at each of 30 levels, used in a subscription's block: 2^30 copies,
    /// which no budget can parse.
    public static let objcExponentialMacros: String = {
        var text = "#import <ReactiveObjC/ReactiveObjC.h>\n#define A0 x += 1;\n"
        for k in 1...30 { text += "#define A\(k) A\(k - 1) A\(k - 1)\n" }
        return text + """
            @interface E : NSObject
            @property (nonatomic, strong) RACSubject *s;
            @end
            @implementation E
            - (void)f {
                __block int x = 0;
                [self.s subscribeNext:^(id v) { A30 }];
            }
            @end

            """
    }()

    /// A store whose relay never completes; with `listViewController` beside it the pair is a
    /// leak only a run that knows both files finds.
    public static let relayStore = """
        import RxSwift
        import RxRelay

        final class Store {
            let items = BehaviorRelay<[String]>(value: [])
        }

        """

    /// Leaks only with `relayStore` known: self → store → relay → observer → closure → self.
    public static let listViewController = """
        import RxSwift
        import RxRelay

        final class ListViewController {
            let disposeBag = DisposeBag()
            let store: Store
            var count = 0

            init(store: Store) {
                self.store = store
                store.items
                    .subscribe(onNext: { items in self.count = items.count })
                    .disposed(by: disposeBag)
            }
        }

        """
}
