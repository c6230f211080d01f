import RxLintKit
print("rxlint")
