/* SPDX-License-Identifier: MIT */
/* The --json object of cli.md, written into a strbuf. */
#ifndef LANESCOPE_JSON_H
#define LANESCOPE_JSON_H

#endif
