// MESSAGE: exit=2 mlir-opt=rejects
#set = affine_set<(d0) -> (d0)>
