/* SPDX-License-Identifier: MIT */
/* Builds a frame of text cells with abstract attributes from a step record: pure, no curses. */
#ifndef LANESCOPE_VIEW_H
#define LANESCOPE_VIEW_H

#endif
