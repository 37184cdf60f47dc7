/* Custom forms of the memref ops (being written). */
#include "custom_ops.h"

static const CustomOpEntry entries[] = {{"", 0}};
const CustomOpTable memref_custom_ops = {entries, 0};
