// conformance/affine_apply/floordiv_ceildiv_mod: written by tools/gen-engine-programs.py
func.func @main() {
  %v0 = arith.constant -7 : index
  %fd0 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v0)
  vector.print %fd0 : index
  %cd0 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v0)
  vector.print %cd0 : index
  %md0 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v0)
  vector.print %md0 : index
  %s0 = arith.constant 4 : index
  %sd0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v0)[%s0]
  vector.print %sd0 : index
  %v1 = arith.constant -6 : index
  %fd1 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v1)
  vector.print %fd1 : index
  %cd1 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v1)
  vector.print %cd1 : index
  %md1 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v1)
  vector.print %md1 : index
  %s1 = arith.constant 4 : index
  %sd1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v1)[%s1]
  vector.print %sd1 : index
  %v2 = arith.constant -1 : index
  %fd2 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v2)
  vector.print %fd2 : index
  %cd2 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v2)
  vector.print %cd2 : index
  %md2 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v2)
  vector.print %md2 : index
  %s2 = arith.constant 4 : index
  %sd2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v2)[%s2]
  vector.print %sd2 : index
  %v3 = arith.constant 0 : index
  %fd3 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v3)
  vector.print %fd3 : index
  %cd3 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v3)
  vector.print %cd3 : index
  %md3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v3)
  vector.print %md3 : index
  %s3 = arith.constant 4 : index
  %sd3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v3)[%s3]
  vector.print %sd3 : index
  %v4 = arith.constant 1 : index
  %fd4 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v4)
  vector.print %fd4 : index
  %cd4 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v4)
  vector.print %cd4 : index
  %md4 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v4)
  vector.print %md4 : index
  %s4 = arith.constant 4 : index
  %sd4 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v4)[%s4]
  vector.print %sd4 : index
  %v5 = arith.constant 7 : index
  %fd5 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v5)
  vector.print %fd5 : index
  %cd5 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v5)
  vector.print %cd5 : index
  %md5 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v5)
  vector.print %md5 : index
  %s5 = arith.constant 4 : index
  %sd5 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v5)[%s5]
  vector.print %sd5 : index
  %v6 = arith.constant 8 : index
  %fd6 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%v6)
  vector.print %fd6 : index
  %cd6 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%v6)
  vector.print %cd6 : index
  %md6 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%v6)
  vector.print %md6 : index
  %s6 = arith.constant 4 : index
  %sd6 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 mod s0 - d0 ceildiv s0)>(%v6)[%s6]
  vector.print %sd6 : index
  %a = arith.constant 5 : index
  %b = arith.constant 3 : index
  %mn = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 7, 12)>(%a, %b)
  vector.print %mn : index
  %mx = affine.max affine_map<(d0, d1) -> (d0 * 2, d1 + 7, 12)>(%a, %b)
  vector.print %mx : index
  %sa = affine.apply affine_map<(d0)[s0] -> (d0 * s0 - 2 * s0 + 1)>(%a)[%b]
  vector.print %sa : index
  return
}
