// MESSAGE: exit=2 mlir-opt=rejects
#a.b = affine_map<(d0) -> (d0)>
