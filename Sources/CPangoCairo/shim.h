// cairo and pango (through pangocairo) for Swift.
#ifndef LUNAPARK_CPANGOCAIRO_SHIM_H
#define LUNAPARK_CPANGOCAIRO_SHIM_H
#include <cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE is a macro: pango units per device unit.
static inline int lunapark_PANGO_SCALE(void) { return PANGO_SCALE; }
#endif
