#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool: writes tests/asm/mem-walk.tsv, one line for every memory
# mnemonic (global_, flat_, scratch_, buffer_, tbuffer_, ds_, s_load,
# s_buffer_load) that src/llvm_mnemonics.inc gives to gfx1100 or gfx1200.
#
# For each name, candidate operand lists of every shape these families use
# (data widths 1-4, 8 and 32 VGPRs, return and no-return atomics, gds,
# saddr, no operands) are given to llvm-mc 19, and the first one it
# accepts becomes the line, with llvm-mc's bytes. The status column
# (executed / not-modelled) is proposed from what lanescope does with the
# line today and must be reviewed: tests/mem_walk.sh then holds lanescope
# to it, and fails when the mnemonic list has a name the table lacks.
# Usage (from the build directory, llvm-mc-19 on PATH):
#   tests/asm/gen_mem_walk.py [OUT]
import os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.join(here, "..", "..")
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here,
                                                         "mem-walk.tsv")
lanescope = os.environ.get("LANESCOPE", "./src/lanescope")
mc = os.environ.get("LLVM_MC", "llvm-mc-19")
TARGETS = ("gfx1100", "gfx1200")
FAMILY = re.compile(r"(global_|flat_|scratch_|buffer_|tbuffer_|ds_|"
                    r"s_load|s_buffer_load)")

inc = open(os.path.join(top, "src", "llvm_mnemonics.inc")).read()
order = re.search(r'LLVM_MN_TARGETS "([^"]*)"', inc).group(1).split()
names = {t: [] for t in TARGETS}
for name, mask in re.findall(r'LLVM_MN\("(\w+)", (0x[0-9a-f]+)\)', inc):
    if FAMILY.match(name):
        for t in TARGETS:
            if int(mask, 16) >> order.index(t) & 1:
                names[t].append(name)


def vr(first, n):
    return "v%d" % first if n == 1 else "v[%d:%d]" % (first, first + n - 1)


def sr(first, n):
    return "s%d" % first if n == 1 else "s[%d:%d]" % (first, first + n - 1)


WIDE = (1, 2, 3, 4, 8, 32)
NARROW = (1, 2, 3, 4)


def candidates(n, t):
    """Operand shapes to try, the most telling first (a returning atomic
    before a plain one)."""
    ret = "th:TH_ATOMIC_RETURN" if t == "gfx1200" else "glc"
    c = []
    if n.startswith(("global_", "flat_", "scratch_")):
        addrs = {"g": [("v[2:3]", ", off"), ("v2", ", s[2:3]")],
                 "f": [("v[2:3]", "")],
                 "s": [("v2", ", off"), ("off", ", s2")]}[n[0]]
        for a, tail in addrs:
            c += ["%s %s, %s, %s%s %s" % (n, vr(40, d), a, vr(20, x), tail,
                                          ret)
                  for x in NARROW for d in NARROW]
            c += ["%s %s, %s%s" % (n, vr(40, d), a, tail) for d in WIDE]
            c += ["%s %s, %s%s" % (n, a, vr(20, x), tail) for x in WIDE]
            c.append("%s %s%s" % (n, a, tail))
        c += ["%s %s, off" % (n, vr(40, d)) for d in WIDE]
        c.append(n)
    elif n.startswith(("buffer_", "tbuffer_")):
        fmt = " format:[BUF_FMT_32_FLOAT]" if n[0] == "t" else ""
        for a, m in (("off", ""), ("v2", " offen")):
            c += ["%s %s, %s, s[8:11], s3%s%s %s" % (n, vr(40, d), a, m, fmt,
                                                     ret) for d in WIDE]
            c += ["%s %s, %s, s[8:11], s3%s%s" % (n, vr(40, d), a, m, fmt)
                  for d in WIDE]
            c.append("%s %s, s[8:11], s3%s%s" % (n, a, m, fmt))
        c.append(n)
    elif n.startswith("ds_"):
        c += ["%s %s, v1, %s, %s" % (n, vr(40, d), vr(20, x), vr(30, y))
              for d in NARROW for x in NARROW for y in NARROW]
        c += ["%s v1, %s, %s" % (n, vr(20, x), vr(30, y))
              for x in NARROW for y in NARROW]
        c += ["%s %s, v1, %s" % (n, vr(40, d), vr(20, x))
              for d in NARROW for x in NARROW]
        c += ["%s v1, %s" % (n, vr(20, x)) for x in NARROW]
        c += ["%s %s, v1" % (n, vr(40, d)) for d in NARROW]
        c += ["%s %s" % (n, vr(40, d)) for d in NARROW]
        for d in NARROW:
            c += ["%s %s, v1 gds" % (n, vr(40, d)),
                  "%s %s, v1, v20 gds" % (n, vr(40, d))]
        c += ["%s v1 gds" % n, "%s gds" % n, "%s v40, attr0.x" % n,
              "%s v1 offset:4" % n, "%s offset:4" % n, "%s v1" % n, n]
    else:
        base = "s[40:43]" if n.startswith("s_buffer") else "s[40:41]"
        c += ["%s %s, %s, 0x0" % (n, sr(4 if d < 8 else 16, d), base)
              for d in (1, 2, 3, 4, 8, 16)]
    return c


def llvm_accepts(t, lines):
    """llvm-mc's bytes for each line, None where it refuses it."""
    path = "/tmp/gen_mem_walk_%d_%s.s" % (os.getpid(), t)
    open(path, "w").write("\n".join(lines) + "\n")
    p = subprocess.run([mc, "-arch=amdgcn", "-mcpu=" + t, "-show-encoding",
                        path], capture_output=True, text=True)
    os.unlink(path)
    bad = set(int(x) for x in re.findall(r":(\d+):\d+: error", p.stderr))
    enc = iter(re.sub(r".*encoding: ", "", l).strip()
               for l in p.stdout.splitlines() if "encoding:" in l)
    return [None if i + 1 in bad else next(enc) for i in range(len(lines))]


rows = []
for t in TARGETS:
    tried, owner = [], []
    for n in names[t]:
        for line in candidates(n, t):
            tried.append(line)
            owner.append(n)
    picked = {}
    for n, line, enc in zip(owner, tried, llvm_accepts(t, tried)):
        if enc is not None and n not in picked:
            picked[n] = (line, enc)
    for n in names[t]:
        if n not in picked:
            sys.exit("gen_mem_walk.py: no operand shape of %s is accepted "
                     "by llvm-mc on %s; add one to candidates()" % (n, t))
        line, enc = picked[n]
        q = subprocess.run([lanescope, "--encode", "-t", t, "-"],
                           input=line + "\n", capture_output=True, text=True)
        status = "executed" if q.returncode == 0 else "not-modelled"
        rows.append("%s\t%s\t%s\t%s" % (t, status, line, enc))

with open(out, "w") as f:
    f.write("# Generated by tests/asm/gen_mem_walk.py, then reviewed; "
            "checked by tests/mem_walk.sh.\n"
            "# target, status (executed / not-modelled), a line llvm-mc 19 "
            "accepts, llvm-mc 19's bytes\n")
    f.write("\n".join(rows) + "\n")
