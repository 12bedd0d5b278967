#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool (branch vop3p16c): the packed-math (VOP3P) lines of
# tests/asm/good-TARGET.tsv. For every v_pk_* row of src/isa_table_vop3p.h
# on each target, a few lines with each modifier (op_sel, op_sel_hi,
# neg_lo/neg_hi on f16 rows, clamp where lanescope models it), scalar and
# constant sources and, from gfx10 on, a literal; kept when llvm-mc 19
# accepts them, printed as INPUT<TAB>CANONICAL ("=" when equal)<TAB>BYTES
# for appending to the corpus.
# Usage: gen_vop3p.py SRC_TABLE TARGET
import re, subprocess, sys

COLS = ["gfx803", "gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030",
        "gfx1100", "gfx1200"]
NO_CLAMP = ("lshlrev", "lshrrev", "ashrrev", "mul_lo")

def rows(path, target):
    col = COLS.index(target)
    for m in re.finditer(r'ISA_INSN\(\w+, "(\w+)", ISA_VOP3, SEM_VOP3P, '
                         r'(\w+), \w+, (\w+), OPC\(([^)]*)\)',
                         open(path).read()):
        opc = [x.strip() for x in m.group(4).split(",")]
        if opc[col] != "NA":
            yield m.group(1), m.group(2) == "ISA_TY_F16", "3" in m.group(3)

def lines(name, fp, three, target):
    s = "v0, v1, v2, v3" if three else "v0, v1, v2"
    b = "[1,0,1]" if three else "[1,0]"
    c = "[0,1,1]" if three else "[0,1]"
    out = [f"{name} {s}", f"{name} {s} op_sel:{b}",
           f"{name} {s} op_sel_hi:{c}",
           f"{name} v255, s1, v2{', v3' if three else ''}",
           f"{name} v5, -1, v2{', 4' if three else ''}",
           f"{name} v5, v1, {'1.0' if fp else '0x3f800000'}"
           f"{', v3' if three else ''}"]
    if fp:
        out.append(f"{name} {s} neg_lo:{b} neg_hi:{c}")
    if not any(k in name for k in NO_CLAMP):
        out.append(f"{name} {s} op_sel:{c} clamp")
    if not target.startswith("gfx9"):
        out.append(f"{name} v5, 0x12345678, v2{', v3' if three else ''}")
    return out

def main():
    path, target = sys.argv[1], sys.argv[2]
    cand = [l for r in rows(path, target) for l in lines(*r, target)]
    p = subprocess.run(["llvm-mc-19", "-arch=amdgcn", "-mcpu=" + target,
                        "-show-encoding"], input="\n".join(cand) + "\n",
                       capture_output=True, text=True)
    bad = set(int(m) for m in re.findall(r"<stdin>:(\d+):\d+: error",
                                         p.stderr))
    enc = [l for l in p.stdout.splitlines() if "encoding:" in l]
    k = 0
    for i, line in enumerate(cand):
        if i + 1 in bad:
            continue
        text, code = enc[k].split("; encoding:")
        k += 1
        text = re.sub(r"\s+", " ", text).strip()
        code = code.strip().strip("[]")
        print(f"{line}\t{'=' if text == line else text}\t{code}")

main()
