// MESSAGE: exit=2 mlir-opt=rejects
#map = affine_map<(d0) -> (d0 + ())>
