module {
  llvm.func @g(i32) -> i32
  llvm.func @f(%arg0: i32) {
    %0 = llvm.call @g(%arg0) : (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
    %1 = llvm.call @g(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32) -> i32
    llvm.return
  }
}

