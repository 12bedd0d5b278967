/* SPDX-License-Identifier: MIT */
/* The :set VALUE language: literals, lane, expressions, f32(), lists. */
#ifndef LANESCOPE_VALUE_H
#define LANESCOPE_VALUE_H

#endif
