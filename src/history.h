/* SPDX-License-Identifier: MIT */
/* Program history: the lines, the position and per-step deltas so stepping both ways costs O(changed lanes). */
#ifndef LANESCOPE_HISTORY_H
#define LANESCOPE_HISTORY_H

#endif
