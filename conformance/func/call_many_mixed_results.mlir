// func.call returning five results of different types (i1, i64, f64, index,
// vector) in order; results passed straight into another call's arguments.
func.func @divmod(%a: i64, %b: i64) -> (i1, i64, f64, index, vector<2xi64>) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %z = arith.constant 0 : i64
  %neg = arith.cmpi slt, %r, %z : i64
  %fa = arith.sitofp %a : i64 to f64
  %fb = arith.sitofp %b : i64 to f64
  %f = arith.divf %fa, %fb : f64
  %i = arith.index_cast %q : i64 to index
  %v = vector.from_elements %q, %r : vector<2xi64>
  return %neg, %q, %f, %i, %v : i1, i64, f64, index, vector<2xi64>
}
func.func @combine(%n: i1, %q: i64, %f: f64, %i: index, %v: vector<2xi64>) -> f64 {
  %r = vector.extract %v[1] : i64 from vector<2xi64>
  %s = arith.addi %q, %r : i64
  %sf = arith.sitofp %s : i64 to f64
  %t = arith.addf %sf, %f : f64
  %m = arith.constant -1.0 : f64
  %o = arith.select %n, %m, %t : f64
  return %o : f64
}
func.func @main() {
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %r:5 = call @divmod(%a, %b) : (i64, i64) -> (i1, i64, f64, index, vector<2xi64>)
  vector.print %r#0 : i1
  vector.print %r#1 : i64
  vector.print %r#2 : f64
  vector.print %r#3 : index
  vector.print %r#4 : vector<2xi64>
  %c = call @combine(%r#0, %r#1, %r#2, %r#3, %r#4) : (i1, i64, f64, index, vector<2xi64>) -> f64
  vector.print %c : f64
  %s:5 = call @divmod(%b, %b) : (i64, i64) -> (i1, i64, f64, index, vector<2xi64>)
  %d = call @combine(%s#0, %s#1, %s#2, %s#3, %s#4) : (i1, i64, f64, index, vector<2xi64>) -> f64
  vector.print %d : f64
  return
}
