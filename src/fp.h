/* SPDX-License-Identifier: MIT */
/* IEEE binary32/binary16 arithmetic for the VALU (round to nearest even), pure. */
#ifndef LANESCOPE_FP_H
#define LANESCOPE_FP_H

#endif
