// The bytes of each data file, embedded at build time with C23's #embed: the files stay
// plain Markdown and C, the build tracks them as dependencies, and no generated source
// has to be kept in step with them.
#include "RxLintResources.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

// Each array ends with a zero byte after the file's own bytes (an empty file still makes a
// valid array); the lengths leave it out.
static const unsigned char objc_stub[] = {
#embed "ObjCStub/rxlint-objc-stub.h"
    , 0
};

// Every page of rules/ (a test checks that this list and the folder agree).
static const unsigned char page_readme[] = {
#embed "../../rules/README.md"
    , 0
};
static const unsigned char page_analysis_limit[] = {
#embed "../../rules/analysis_limit.md"
    , 0
};
static const unsigned char page_discarded_subscription[] = {
#embed "../../rules/discarded_subscription.md"
    , 0
};
static const unsigned char page_local_dispose_bag[] = {
#embed "../../rules/local_dispose_bag.md"
    , 0
};
static const unsigned char page_missing_dispose_bag[] = {
#embed "../../rules/missing_dispose_bag.md"
    , 0
};
static const unsigned char page_strong_self_capture[] = {
#embed "../../rules/strong_self_capture.md"
    , 0
};
static const unsigned char page_superfluous_disable[] = {
#embed "../../rules/superfluous_disable.md"
    , 0
};

#define RESOURCE(id, array) { id, array, sizeof(array) - 1 }

static const RxLintResource pages[] = {
    RESOURCE("README", page_readme),
    RESOURCE("analysis_limit", page_analysis_limit),
    RESOURCE("discarded_subscription", page_discarded_subscription),
    RESOURCE("local_dispose_bag", page_local_dispose_bag),
    RESOURCE("missing_dispose_bag", page_missing_dispose_bag),
    RESOURCE("strong_self_capture", page_strong_self_capture),
    RESOURCE("superfluous_disable", page_superfluous_disable),
};

size_t rxlint_rule_page_count(void) { return sizeof(pages) / sizeof(pages[0]); }

RxLintResource rxlint_rule_page(size_t index) {
    if (index >= rxlint_rule_page_count()) { RxLintResource none = { "", 0, 0 }; return none; }
    return pages[index];
}

RxLintResource rxlint_objc_stub_header(void) {
    RxLintResource stub = RESOURCE("rxlint-objc-stub.h", objc_stub);
    return stub;
}
