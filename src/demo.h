/* SPDX-License-Identifier: MIT */
/* The embedded default session: the GPUOpen DPP prefix-sum demo. */
#ifndef LANESCOPE_DEMO_H
#define LANESCOPE_DEMO_H

#endif
