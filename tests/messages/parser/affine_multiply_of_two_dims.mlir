// MESSAGE: exit=2 mlir-opt=rejects
#map = affine_map<(d0, d1) -> (d0 * d1)>
