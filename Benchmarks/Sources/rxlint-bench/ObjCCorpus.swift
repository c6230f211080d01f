import RxLintKit

/// Generates (seeded) Objective-C app code that uses ReactiveObjC as apps do: view models with
/// subjects and commands, view controllers binding controls and `RACObserve`, services with
/// timers and notifications; `@weakify`/`@strongify`, `weakSelf`, a few real leaks; and files
/// that mention nothing reactive (the byte scan skips them).
struct ObjCCorpus {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func generate(lines target: Int) -> [SourceFile] {
        var files: [SourceFile] = []
        var lines = 0
        var k = 0
        while lines < target {
            let name = "\(random.pick(Self.nouns))\(k)"
            let text: String
            switch random.below(10) {
            case 0, 1, 2, 3: text = viewModel(name)
            case 4, 5, 6: text = viewController(name)
            case 7: text = service(name)
            default: text = plain(name)
            }
            lines += text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            files.append(SourceFile(path: "ObjC/Module\(k % 40)/\(name).m", text: text))
            k += 1
        }
        return files
    }

    private static let nouns = ["Profile", "Feed", "Search", "Settings", "Inbox", "Cart", "Login", "Player", "Map", "Order"]

    private mutating func block(_ body: String, weak: Bool) -> (before: String, open: String, body: String) {
        if weak {
            return random.chance(50)
                ? ("    @weakify(self);\n", "", "        @strongify(self);\n        \(body)\n")
                : ("    __weak typeof(self) weakSelf = self;\n", "", "        \(body.replacingOccurrences(of: "self.", with: "weakSelf."))\n")
        }
        return ("", "", "        \(body)\n")
    }

    private mutating func viewModel(_ name: String) -> String {
        var text = """
        #import <Foundation/Foundation.h>
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface \(name)ViewModel : NSObject
        @property (nonatomic, strong) RACSubject *updates;
        @property (nonatomic, strong) RACSubject *refreshes;
        @property (nonatomic, strong) RACCommand *loadCommand;
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, copy) NSString *subtitle;
        @property (nonatomic) NSInteger count;
        @end

        @implementation \(name)ViewModel {
            NSInteger _loads;
        }

        - (instancetype)init {
            self = [super init];
            _updates = [RACSubject subject];
            _refreshes = [RACSubject subject];

        """
        for m in 0..<random.between(3, 7) {
            // Mostly weak, a few real leaks.
            let weak = !random.chance(8)
            let b = block("self.title = [x description];", weak: weak)
            text += b.before
            switch random.below(5) {
            case 0:
                text += "    [[self.updates map:^id(id value) {\n        return value;\n    }] subscribeNext:^(id x) {\n\(b.body)    }];\n"
            case 1:
                text += "    [[RACObserve(self, title) filter:^BOOL(NSString *value) {\n        return value.length > \(m);\n    }] subscribeNext:^(id x) {\n\(b.body)    }];\n"
            case 2:
                text += "    [[self.refreshes deliverOnMainThread] subscribeNext:^(id x) {\n\(b.body)    }];\n"
            case 3:
                text += "    RAC(self, subtitle) = [RACObserve(self, title) map:^id(NSString *value) {\n        return [value description];\n    }];\n"
            default:
                text += "    [[[RACSignal return:@(\(m))] map:^id(id value) {\n        return value;\n    }] subscribeNext:^(id x) {\n        self.count += 1;\n    }];\n"
            }
        }
        let command = block("self.count += 1;", weak: !random.chance(10))
        text += command.before
        text += "    self.loadCommand = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {\n\(command.body)        return [RACSignal empty];\n    }];\n"
        text += "    return self;\n}\n\n"
        for m in 0..<random.between(2, 6) {
            text += "- (NSString *)formatted\(m):(NSString *)value {\n    if (value.length == 0) {\n        return @\"\";\n    }\n    return [NSString stringWithFormat:@\"%@-%d\", value, \(m)];\n}\n\n"
        }
        return text + "@end\n"
    }

    private mutating func viewController(_ name: String) -> String {
        var text = """
        #import <UIKit/UIKit.h>
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface \(name)ViewController : UIViewController
        @property (nonatomic, weak) IBOutlet UITextField *queryField;
        @property (nonatomic, weak) IBOutlet UIButton *submitButton;
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, strong) RACSubject *selection;
        @property (nonatomic, copy) NSString *query;
        @end

        @implementation \(name)ViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.selection = [RACSubject subject];

        """
        for _ in 0..<random.between(2, 6) {
            let weak = !random.chance(8)
            let b = block("self.query = [x description];", weak: weak)
            text += b.before
            switch random.below(3) {
            case 0:
                text += "    [[self.queryField.rac_textSignal throttle:0.3] subscribeNext:^(id x) {\n\(b.body)    }];\n"
            case 1:
                text += "    [[self.submitButton rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {\n\(b.body)    }];\n"
            default:
                text += "    [self.selection subscribeNext:^(id x) {\n\(b.body)    }];\n"
            }
        }
        text += "}\n\n"
        for m in 0..<random.between(2, 5) {
            text += "- (void)layoutPart\(m) {\n    CGRect frame = self.view.frame;\n    frame.size.height = \(m * 10 + 44);\n    self.titleLabel.text = [NSString stringWithFormat:@\"%d\", \(m)];\n}\n\n"
        }
        return text + "@end\n"
    }

    private mutating func service(_ name: String) -> String {
        let timerLeak = random.chance(15)
        return """
        #import <Foundation/Foundation.h>
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface \(name)Service : NSObject
        @property (nonatomic, strong) RACDisposable *polling;
        @property (nonatomic) NSInteger ticks;
        @end

        @implementation \(name)Service

        - (void)start {
            @weakify(self);
            self.polling = [[RACSignal interval:30 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(id x) {
                @strongify(self);
                self.ticks += 1;
            }];
            [[[[NSNotificationCenter defaultCenter] rac_addObserverForName:@"\(name)Changed" object:nil]
                takeUntil:self.rac_willDeallocSignal] subscribeNext:^(id note) {
                @strongify(self);
                self.ticks = 0;
            }];
        \(timerLeak ? "    [[RACSignal interval:5 onScheduler:[RACScheduler scheduler]] subscribeNext:^(id x) {\n        NSLog(@\"tick\");\n    }];\n" : "")}

        - (void)stop {
            [self.polling dispose];
        }

        @end

        """
    }

    private mutating func plain(_ name: String) -> String {
        var text = "#import <Foundation/Foundation.h>\n\n@interface \(name)Formatter : NSObject\n@end\n\n@implementation \(name)Formatter\n\n"
        for m in 0..<random.between(6, 14) {
            text += "- (NSString *)format\(m):(NSInteger)value {\n    NSMutableString *text = [NSMutableString string];\n    for (NSInteger i = 0; i < value; i++) {\n        [text appendFormat:@\"%ld,\", (long)i];\n    }\n    return text;\n}\n\n"
        }
        return text + "@end\n"
    }
}
