let a = 1
let b = "two"
/* block
 comment */ let c = alet d = b
