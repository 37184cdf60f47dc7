/* Custom forms of the scf_cf ops (being written). */
#include "custom_ops.h"

static const CustomOpEntry entries[] = {{"", 0}};
const CustomOpTable scf_cf_custom_ops = {entries, 0};
