// A forward reference to result 799769352 of a name never defined (the
// parser fuzzer, issue 29's second one-hour run, after 55.7 minutes and
// 13.1M inputs: out of memory): the parser grew the name's placeholder
// array to the result number, 6.2 GB and 18 s before "use of undeclared
// SSA value name".  A result number no op in the rest of the source can
// define (each result needs a type of two bytes or more) gets no array.
vector.print %d#0799769352 : index
