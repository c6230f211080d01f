// The Objective-C agreement scenario protocol, the counterpart of AgreementScenario.swift.
//
// Each Scenarios/<Name>.m holds app code written against ReactiveObjC plus a class <Name>
// adopting this protocol. The runner (main.m) exercises every scenario the same way: it makes
// the owner, drives it, asks how many events reached it, stops it, drops the last reference,
// then drains the virtual clock (see RACModelClock) and checks what is still alive.
#import <Foundation/Foundation.h>
#import <ReactiveObjC/ReactiveObjC.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AgreementScenario
/// Creates the object under test (a view model, a controller, a service…); it subscribes here.
+ (id)makeOwner;
@optional
/// Sends events after setup (sends into subjects, advances the clock…).
+ (void)drive:(id)owner;
/// What the app would do before letting the owner go (a stop/cancel method).
+ (void)stop:(id)owner;
/// How many of the events sent by drive: reached the subscription, or -1 when not counted.
/// Required for disposed-immediately scenarios (it must be 0); otherwise, when counted, it
/// must be positive, so a scenario cannot pass by never subscribing.
+ (NSInteger)received:(id)owner;
@end

/// The virtual clock every scheduler of the model runs on.
@interface ScenarioClock : NSObject
+ (void)advanceBy:(NSTimeInterval)seconds;
@end

NS_ASSUME_NONNULL_END
