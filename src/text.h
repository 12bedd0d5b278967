/* SPDX-License-Identifier: MIT */
/* Plain-text rendering of a view frame (plain mode and batch pictures). */
#ifndef LANESCOPE_TEXT_H
#define LANESCOPE_TEXT_H

#endif
