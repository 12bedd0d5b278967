/* SPDX-License-Identifier: MIT */
/* Wait-state and s_waitcnt hazard detection over the program, as warnings with line and column. */
#ifndef LANESCOPE_HAZARD_H
#define LANESCOPE_HAZARD_H

#endif
