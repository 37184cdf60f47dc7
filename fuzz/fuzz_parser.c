/* libFuzzer entry point for the parser, through the C API (affine_interp.h)
 * as any client loads a module: any bytes in, a module or a located error
 * out.  A module that loads is printed in generic form and its @main run
 * under tight limits, so the verifier, loading and the engine are fuzzed
 * too; ASan/UBSan watch for crashes, leaks and out-of-bounds reads. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "../interp/api/affine_interp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void run_main(ai_module *m) {
    ai_config *c = ai_config_new();
    if (!c) return;
    ai_config_set_max_steps(c, 100000);
    ai_config_set_max_memory(c, 1 << 24);
    ai_config_set_max_call_depth(c, 200);
    ai_run *r = ai_run_entry(m, "main", NULL, c);
    ai_run_free(r);
    ai_config_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ai_module *m = ai_module_load_text((const char *)data, size, "<fuzz>");
    if (!m) return 0;
    if (ai_module_status(m) == AI_OK) {
        FILE *null = fopen("/dev/null", "w");
        if (null) {
            ai_module_print_generic(m, null);
            fclose(null);
        }
        run_main(m);
    } else if (!strstr(ai_module_diagnostics(m), "error: ")) {
        abort();   /* every rejection says where and why */
    }
    ai_module_free(m);
    return 0;
}
