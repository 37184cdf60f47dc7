/* libFuzzer entry point for the parser: any bytes in, a module or a located
 * error out; ASan/UBSan watch for crashes, leaks and out-of-bounds reads. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "../parser/parse.h"
#include "../semantics/verify_structure.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    SourceFile src = {"<fuzz>", text, size};
    Diag *err = NULL;
    Module *m = parse_module(&src, text, text + size, 1, &err);
    if (m) {
        Diag *v = verify_structure(m);
        diag_free(v);
        FILE *null = fopen("/dev/null", "w");
        if (null) {
            print_module_generic(null, m);
            fclose(null);
        }
        module_free(m);
    } else {
        diag_free(err);
    }
    free(text);
    return 0;
}
