/* SPDX-License-Identifier: MIT */
/* repl: front end of the interactive screen (filled in by the screen module). */
#ifndef LANESCOPE_REPL_H
#define LANESCOPE_REPL_H

#endif
