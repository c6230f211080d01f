import RxLintKit
print("bench")
