// parser fuzzer (issue 31 session): an intermediate printer of the LLVM
// custom-forms work wrote a func.func signature as !llvm.func<...>, and
// an integer type of width 16777215 in it recursed in print_props until
// the stack overflowed.
func.func private @f(i16777215)
