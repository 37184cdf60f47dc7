/* --dependences: runs the entry function with the dependence profile on
 * (dependences.h) and prints it in the shape of mlir-opt's
 * -test-memref-dependence-check remarks, or as JSON with --json. */
#ifndef AI_DEPENDENCE_REPORT_H
#define AI_DEPENDENCE_REPORT_H
#include "options.h"
#include "../../parser/ir.h"

int dependence_report_run(const Options *o, const SourceFile *src, Module *m);
#endif
