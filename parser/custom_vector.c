/* Custom forms of the vector ops (being written). */
#include "custom_ops.h"

static const CustomOpEntry entries[] = {{"", 0}};
const CustomOpTable vector_custom_ops = {entries, 0};
