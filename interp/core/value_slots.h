/* How a value of each type sits in frame slots (value_slots.c). */
#ifndef AI_VALUE_SLOTS_H
#define AI_VALUE_SLOTS_H
#include "engine.h"

/* Number of slots a value of type t takes. */
int value_width(const Type *t);
/* Lanes of a vector type (1 for any other type). */
int type_lanes(const Type *t);
#endif
