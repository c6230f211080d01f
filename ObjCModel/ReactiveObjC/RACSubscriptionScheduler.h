// RACScheduler.subscriptionScheduler (RACSubscriptionScheduler.m): runs a subscription at once
// when there is a current scheduler — always, in the model, which runs on the "main thread".
#import "RACScheduler.h"

RACScheduler *RACModelSubscriptionScheduler(void);
