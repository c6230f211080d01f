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
/// Makes what lives for the process (a singleton the code uses) before the live objects are
/// counted: it is not the scenario's leak.
+ (void)prepare;
/// Sends events after setup (sends into subjects, advances the clock…).
+ (void)drive:(id)owner;
/// What the app would do before letting the owner go (a stop/cancel method).
+ (void)stop:(id)owner;
/// How many events (values, or the completion or error the code handles) reached the
/// subscription's blocks, or -1 when not counted. Required for clean scenarios, which must
/// count at least one: "nothing is left behind" proves nothing about code that never
/// subscribed. Required for disposed-immediately scenarios, counting those sent by drive: (it
/// must be 0). Leak and transient scenarios prove their subscription by what it keeps alive;
/// when they count, it must be positive.
+ (NSInteger)received:(id)owner;
/// For a clean scenario whose subscription can receive nothing by design (a `never` signal, a
/// disposable disposed before its first value), why: it must then count 0 events.
+ (NSString *)silentBecause;
@end

/// The virtual clock every scheduler of the model runs on.
@interface ScenarioClock : NSObject
+ (void)advanceBy:(NSTimeInterval)seconds;
@end

NS_ASSUME_NONNULL_END
