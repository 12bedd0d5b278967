/* SPDX-License-Identifier: MIT */
/* render: front end of the interactive screen (filled in by the screen module). */
#ifndef LANESCOPE_RENDER_H
#define LANESCOPE_RENDER_H

#endif
