// Shifts on vector<4xi32> take a per-lane amount (0, 1, 16, 31): each lane
// shifted by its own amount, shrsi sign-fills, shrui zero-fills.
func.func @main() {
  %v = arith.constant dense<[-2147483648, -1, 305419896, -305419896]> : vector<4xi32>
  %s = arith.constant dense<[0, 1, 16, 31]> : vector<4xi32>
  %a = arith.shli %v, %s : vector<4xi32>
  vector.print %a : vector<4xi32>
  %b = arith.shrsi %v, %s : vector<4xi32>
  vector.print %b : vector<4xi32>
  %c = arith.shrui %v, %s : vector<4xi32>
  vector.print %c : vector<4xi32>
  %t = arith.constant dense<[31, 16, 1, 0]> : vector<4xi32>
  %d = arith.shrsi %v, %t : vector<4xi32>
  vector.print %d : vector<4xi32>
  %e = arith.shrui %v, %t : vector<4xi32>
  vector.print %e : vector<4xi32>
  return
}
