// MESSAGE: exit=2 mlir-opt=rejects
{-# dialect_resources: {}
