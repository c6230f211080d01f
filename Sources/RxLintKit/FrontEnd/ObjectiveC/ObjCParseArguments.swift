// How rxlint asks libclang to parse Objective-C app code on a machine without
// Apple's SDK, the real ReactiveObjC headers or the project's build settings.
// Pure data: the libclang binding takes these arguments and unsaved files as they
// are. The reasons and the measured effect of each choice are in
// docs/objc-parsing.md.

enum ObjCParseArguments {
    /// Root of the files that exist only in memory (handed to libclang as unsaved
    /// files); nothing is read from or written to this path on disk.
    static let virtualRoot = "/rxlint-virtual"

    /// Path of the stub (ObjCStubHeader.text) as libclang sees it.
    static let stubPath = virtualRoot + "/" + ObjCStubHeader.fileName

    /// Folder, first on the include path, holding the empty stand-ins listed in
    /// `emptyHeaders`.
    static let emptyHeaderDirectory = virtualRoot + "/include"

    /// The `CXTranslationUnit_Flags` to parse with: KeepGoing (0x200), so that a missing
    /// `#import` is one error and the file is still parsed, and
    /// DetailedPreprocessingRecord (0x1), so that macro expansions (@weakify, RACObserve,
    /// RAC(...)) are recorded with their spelling location.
    static let translationUnitOptions: UInt32 = 0x200 | 0x1

    /// Flags for every file, before the per-file language and include folders.
    /// - The target picks the modern (ARC-capable) runtime, `__APPLE__`, LP64 and the
    ///   iOS availability macros; `-fobjc-runtime=ios-12.0` alone would also do.
    /// - No `-fobjc-arc`: under ARC a selector unknown to its receiver is an error and
    ///   recovery drops the expression; without it that is a warning and the send stays.
    ///   `-fobjc-weak` keeps `__weak` (and the weak locals @weakify declares) in the tree.
    /// - `-nostdinc`: no libc and no compiler headers are searched, so the parse is the
    ///   same on every machine; the stub declares the C names app code uses.
    /// - `-w`: the analyzer reads errors only (dropped code); warnings are noise here.
    static let baseArguments: [String] = [
        "-target", "arm64-apple-ios12.0",
        "-fobjc-weak",
        "-fblocks",
        "-ferror-limit=0",
        "-nostdinc",
        "-w",
        "-I", emptyHeaderDirectory,
    ]

    /// The argument list that parses the stub alone as a header, to save with
    /// `clang_saveTranslationUnit` (parse with CXTranslationUnit_ForSerialization, 0x10,
    /// and KeepGoing) as a precompiled header. One per language: a PCH built for
    /// Objective-C does not serve Objective-C++.
    static func precompiledStubArguments(objectiveCPlusPlus: Bool) -> [String] {
        baseArguments + ["-x", objectiveCPlusPlus ? "objective-c++-header" : "objective-c-header"]
    }

    /// `-x` value for a file: `.mm` is Objective-C++, a header is parsed as Objective-C.
    static func language(forFile path: String) -> String {
        path.hasSuffix(".mm") ? "objective-c++" : "objective-c"
    }

    /// The unsaved files to hand to every parse: the stub, and each empty header.
    static var unsavedFiles: [(path: String, contents: String)] {
        [(stubPath, ObjCStubHeader.text)]
            + emptyHeaders.map { (emptyHeaderDirectory + "/" + $0, "") }
    }

    /// Headers that must resolve, empty, because the stub already declares what they
    /// would: the SDK umbrellas and the C headers app code imports, ReactiveObjC's and
    /// ReactiveCocoa 2.x's public headers (framework-qualified and bare, so that both
    /// `<ReactiveObjC/RACSignal.h>` and `"RACSignal.h"` resolve), libextobjc, and the
    /// companion libraries the stub covers. Names only, relative to
    /// `emptyHeaderDirectory`. Every `#import` of a header not listed here and not
    /// found in the project costs one error and nothing else (KeepGoing).
    static let emptyHeaders: [String] = {
        var names = systemHeaders + companionHeaders
        for prefix in ["ReactiveObjC/", "ReactiveCocoa/", ""] {
            names += reactiveObjCHeaders.map { prefix + $0 }
        }
        names += [
            "ReactiveObjC/ReactiveObjC.h", "ReactiveCocoa/ReactiveCocoa.h", "ReactiveObjC.h", "ReactiveCocoa.h",
            "libextobjc/EXTScope.h", "libextobjc/EXTKeyPathCoding.h", "extobjc/EXTScope.h",
            "extobjc/EXTKeyPathCoding.h", "ReactiveObjC/extobjc/EXTScope.h",
            "ReactiveObjC/extobjc/EXTKeyPathCoding.h", "ReactiveCocoa/extobjc/EXTScope.h",
        ]
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }()

    private static let systemHeaders: [String] = [
        "Foundation/Foundation.h", "UIKit/UIKit.h", "CoreGraphics/CoreGraphics.h", "QuartzCore/QuartzCore.h",
        "CoreFoundation/CoreFoundation.h", "QuartzCore/CALayer.h", "QuartzCore/CAAnimation.h",
        "CoreGraphics/CGGeometry.h", "CoreData/CoreData.h", "WebKit/WebKit.h",
        "Foundation/NSObject.h", "Foundation/NSString.h", "Foundation/NSArray.h", "Foundation/NSDictionary.h",
        "Foundation/NSJSONSerialization.h", "Foundation/NSURLSession.h", "Foundation/NSNotification.h",
        "Foundation/NSDate.h", "Foundation/NSTimer.h", "Foundation/NSError.h", "Foundation/NSValue.h",
        "Foundation/NSSet.h", "Foundation/NSData.h",
        "UIKit/UIView.h", "UIKit/UIViewController.h", "UIKit/UIControl.h", "UIKit/UIButton.h", "UIKit/UILabel.h",
        "UIKit/UITextField.h", "UIKit/UITextView.h", "UIKit/UITableView.h", "UIKit/UIImage.h", "UIKit/UIColor.h",
        "UIKit/UIApplication.h", "UIKit/UIWindow.h", "UIKit/UIScrollView.h", "UIKit/UICollectionView.h",
        "UIKit/UIGestureRecognizer.h", "UIKit/UIAlertController.h", "UIKit/UINavigationController.h",
        "UIKit/UITableViewCell.h", "UIKit/UIScreen.h", "UIKit/UIDevice.h", "UIKit/UIFont.h",
        "UIKit/UIImageView.h", "UIKit/UIResponder.h",
        "objc/runtime.h", "objc/message.h", "objc/objc.h", "objc/NSObject.h", "objc/objc-runtime.h",
        "dispatch/dispatch.h", "Block.h", "TargetConditionals.h", "Availability.h", "AvailabilityMacros.h",
        "MacTypes.h", "CommonCrypto/CommonCrypto.h", "CommonCrypto/CommonDigest.h", "CommonCrypto/CommonHMAC.h",
        "CommonCrypto/CommonCryptor.h",
        "stdio.h", "stdlib.h", "string.h", "strings.h", "math.h", "stdint.h", "inttypes.h", "stdbool.h",
        "stddef.h", "stdarg.h", "limits.h", "float.h", "assert.h", "errno.h", "ctype.h", "time.h", "unistd.h",
        "pthread.h", "tgmath.h", "sys/types.h", "sys/time.h", "sys/sysctl.h", "sys/utsname.h",
        "libkern/OSAtomic.h", "os/lock.h", "mach/mach_time.h",
    ]

    /// ReactiveObjC's public header names (ReactiveCocoa 2.x used the same names, its
    /// libextobjc copies prefixed `RAC`).
    private static let reactiveObjCHeaders: [String] = [
        "EXTKeyPathCoding.h", "EXTRuntimeExtensions.h", "EXTScope.h", "metamacros.h",
        "RACEXTScope.h", "RACEXTKeyPathCoding.h", "RACEXTRuntimeExtensions.h", "RACmetamacros.h",
        "NSArray+RACSequenceAdditions.h", "NSData+RACSupport.h", "NSDictionary+RACSequenceAdditions.h",
        "NSEnumerator+RACSequenceAdditions.h", "NSFileHandle+RACSupport.h", "NSIndexSet+RACSequenceAdditions.h",
        "NSInvocation+RACTypeParsing.h", "NSNotificationCenter+RACSupport.h", "NSObject+RACDeallocating.h",
        "NSObject+RACDescription.h", "NSObject+RACKVOWrapper.h", "NSObject+RACLifting.h",
        "NSObject+RACPropertySubscribing.h", "NSObject+RACSelectorSignal.h", "NSOrderedSet+RACSequenceAdditions.h",
        "NSSet+RACSequenceAdditions.h", "NSString+RACKeyPathUtilities.h", "NSString+RACSequenceAdditions.h",
        "NSString+RACSupport.h", "NSURLConnection+RACSupport.h", "NSUserDefaults+RACSupport.h",
        "RACAnnotations.h", "RACBehaviorSubject.h", "RACChannel.h", "RACCommand.h", "RACCompoundDisposable.h",
        "RACDelegateProxy.h", "RACDisposable.h", "RACEvent.h", "RACGroupedSignal.h", "RACKVOChannel.h",
        "RACKVOTrampoline.h", "RACMulticastConnection.h", "RACQueueScheduler.h", "RACReplaySubject.h",
        "RACScheduler.h", "RACScopedDisposable.h", "RACSequence.h", "RACSerialDisposable.h",
        "RACSignal+Operations.h", "RACSignal.h", "RACStream.h", "RACSubject.h", "RACSubscriber.h",
        "RACSubscriptingAssignmentTrampoline.h", "RACTargetQueueScheduler.h", "RACTestScheduler.h",
        "RACTuple.h", "RACUnit.h", "RACValueTransformer.h", "RACBlockTrampoline.h",
        "UIActionSheet+RACSignalSupport.h", "UIAlertView+RACSignalSupport.h", "UIBarButtonItem+RACCommandSupport.h",
        "UIButton+RACCommandSupport.h", "UICollectionReusableView+RACSignalSupport.h",
        "UIControl+RACSignalSupport.h", "UIDatePicker+RACSignalSupport.h", "UIGestureRecognizer+RACSignalSupport.h",
        "UIImagePickerController+RACSignalSupport.h", "UIRefreshControl+RACCommandSupport.h",
        "UISegmentedControl+RACSignalSupport.h", "UISlider+RACSignalSupport.h", "UIStepper+RACSignalSupport.h",
        "UISwitch+RACSignalSupport.h", "UITableViewCell+RACSignalSupport.h",
        "UITableViewHeaderFooterView+RACSignalSupport.h", "UITextField+RACSignalSupport.h",
        "UITextView+RACSignalSupport.h",
    ]

    /// Libraries that usually sit next to ReactiveObjC in app code and that the stub
    /// covers in part (their types and block-taking selectors).
    private static let companionHeaders: [String] = [
        "ReactiveViewModel/ReactiveViewModel.h", "ReactiveViewModel/RVMViewModel.h", "RVMViewModel.h",
        "Masonry/Masonry.h", "Masonry.h", "MASConstraintMaker.h", "MASConstraint.h", "View+MASAdditions.h",
        "View+MASShorthandAdditions.h", "ViewController+MASAdditions.h", "NSArray+MASAdditions.h", "MASUtilities.h",
        "Masonry/View+MASAdditions.h", "Masonry/MASConstraintMaker.h",
        "AFNetworking/AFNetworking.h", "AFNetworking.h", "AFNetworking/AFHTTPSessionManager.h",
        "AFHTTPSessionManager.h", "AFNetworking/AFURLSessionManager.h", "AFURLSessionManager.h",
        "AFNetworking/AFHTTPRequestOperationManager.h", "AFHTTPRequestOperationManager.h",
        "AFNetworking/AFHTTPRequestOperation.h", "AFHTTPRequestOperation.h",
        "AFNetworking/AFNetworkReachabilityManager.h", "AFNetworkReachabilityManager.h",
        "AFNetworking/AFURLRequestSerialization.h", "AFNetworking/AFURLResponseSerialization.h",
        "AFNetworking/AFSecurityPolicy.h", "AFNetworking/AFJSONRequestOperation.h", "AFJSONRequestOperation.h",
        "AFNetworking/AFHTTPClient.h", "AFHTTPClient.h",
        "SDWebImage/SDWebImage.h", "SDWebImage/UIImageView+WebCache.h", "UIImageView+WebCache.h",
        "SDWebImage/UIButton+WebCache.h", "UIButton+WebCache.h", "SDWebImage/SDImageCache.h", "SDImageCache.h",
        "SDWebImage/SDWebImageManager.h", "SDWebImageManager.h", "SDWebImage/SDWebImageDownloader.h",
        "MJRefresh/MJRefresh.h", "MJRefresh.h", "MBProgressHUD/MBProgressHUD.h", "MBProgressHUD.h",
        "SVProgressHUD/SVProgressHUD.h", "SVProgressHUD.h", "Mantle/Mantle.h", "Mantle.h",
        "JSONModel/JSONModel.h", "JSONModel.h", "JSONModelLib.h",
    ]
}
