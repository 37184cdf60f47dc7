// MESSAGE: exit=2 mlir-opt=rejects
#map = affine_map<(3) -> (3)>
