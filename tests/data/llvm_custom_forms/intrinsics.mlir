llvm.func @f(%x: f32, %j: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %smax = "llvm.intr.smax"(%j, %j) : (i32, i32) -> i32
  %umin = "llvm.intr.umin"(%j, %j) : (i32, i32) -> i32
  %umax = "llvm.intr.umax"(%j, %j) : (i32, i32) -> i32
  %minnum = "llvm.intr.minnum"(%x, %x) : (f32, f32) -> f32
  %maxnum = "llvm.intr.maxnum"(%x, %x) : (f32, f32) -> f32
  %maximum = "llvm.intr.maximum"(%x, %x) : (f32, f32) -> f32
  %minimum = "llvm.intr.minimum"(%x, %x) : (f32, f32) -> f32
  %sqrt = "llvm.intr.sqrt"(%x) : (f32) -> f32
  %floor = "llvm.intr.floor"(%x) : (f32) -> f32
  %ceil = "llvm.intr.ceil"(%x) : (f32) -> f32
  %round = "llvm.intr.round"(%x) : (f32) -> f32
  %roundeven = "llvm.intr.roundeven"(%x) : (f32) -> f32
  %trunc = "llvm.intr.trunc"(%x) : (f32) -> f32
  %exp = "llvm.intr.exp"(%x) : (f32) -> f32
  %exp2 = "llvm.intr.exp2"(%x) : (f32) -> f32
  %log = "llvm.intr.log"(%x) : (f32) -> f32
  %log2 = "llvm.intr.log2"(%x) : (f32) -> f32
  %log10 = "llvm.intr.log10"(%x) : (f32) -> f32
  %sin = "llvm.intr.sin"(%x) : (f32) -> f32
  %cos = "llvm.intr.cos"(%x) : (f32) -> f32
  %cttz = "llvm.intr.cttz"(%j) <{is_zero_poison = false}> : (i32) -> i32
  %rand = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  %ror = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  %rxor = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  %rmul = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  %rsmax = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  %rsmin = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  %rumax = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  %rumin = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  %rfmin = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  %rfminimum = "llvm.intr.vector.reduce.fminimum"(%v) : (vector<4xf32>) -> f32
  llvm.return
}
