#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool: builds tests/asm/good-TARGET.tsv (INPUT<TAB>CANONICAL<TAB>
# BYTES; CANONICAL "=" when equal to INPUT) from candidate input lines,
# keeping the lines llvm-mc accepts and whose mnemonic is a row of
# src/isa_table.h, capped per mnemonic so the committed corpus stays small.
# The first five targets were made with llvm-mc 14, gfx942, gfx1100 and
# gfx1200 with llvm-mc 19 (the reference since; they agree where both
# know the target). Left out: what lanescope refuses on purpose as not
# modelled (gfx11/gfx12 image formats). The gfx11/gfx12 buffer, global
# and flat lines at the end of good-gfx1100/1200.tsv came from branch
# mem13's generator (two lines per row, with their cache bits); this
# script keeps such lines from now on.
# Usage: make_corpus.py SRC_TABLE OUTDIR CANDIDATE_DIR [NAME...]
import os, re, subprocess, sys

TARGETS = {  # file name -> (mcpu, extra llvm-mc flags)
    "gfx803": ("fiji", []),
    "gfx900": ("gfx900", []),
    "gfx90a": ("gfx90a", []),
    "gfx1010": ("gfx1010", []),
    "gfx1030": ("gfx1030", []),
    # wave64 on GFX10 needs wavefrontsize32 off too, or llvm-mc accepts
    # both syntaxes at once.
    "gfx1010-w64": ("gfx1010", ["-mattr=-wavefrontsize32,+wavefrontsize64"]),
    "gfx1030-w64": ("gfx1030", ["-mattr=-wavefrontsize32,+wavefrontsize64"]),
    "gfx942": ("gfx942", []),
    "gfx1100": ("gfx1100", []),
    "gfx1200": ("gfx1200", []),
    "gfx1100-w64": ("gfx1100", ["-mattr=-wavefrontsize32,+wavefrontsize64"]),
}
MC19 = ("gfx942", "gfx1100", "gfx1200")
CAP, CAP_XLANE, CAP_KEY = 2, 3, 24
KEY = ("v_mov_b32", "ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32",
       "v_readlane_b32", "v_writelane_b32", "v_readfirstlane_b32",
       "v_permlane16_b32", "v_permlanex16_b32", "v_mbcnt_lo_u32_b32",
       "v_mbcnt_hi_u32_b32", "v_add_f32", "s_waitcnt")
XLANE = ("dpp", "sdwa", "swizzle", "permute", "lane", "mbcnt", "_sel",
         "row_", "quad_perm", "wave_")
SUPPORTED_MODS_ONLY = re.compile(r"\b(tfe|lds|da|r128|d16|a16|lwe)\b")

def table_names(path):
    text = open(path).read()
    return set(re.findall(r'ISA_INSN\(\w+, "(\w+)"', text))

def base(m):
    return re.sub(r"_(e32|e64|dpp|sdwa)$", "", m)

def run_mc(mcpu, flags, lines):
    tool = "llvm-mc-19" if mcpu in MC19 else "llvm-mc"
    p = subprocess.run([tool, "-arch=amdgcn", "-mcpu=" + mcpu,
                        "-show-encoding"] + flags,
                       input="\n".join(lines) + "\n", capture_output=True,
                       text=True)
    bad = set(int(m) for m in re.findall(r"<stdin>:(\d+):\d+: error",
                                         p.stderr))
    out = [l for l in p.stdout.splitlines() if "encoding:" in l]
    res, k = [], 0
    for i, l in enumerate(lines):
        if i + 1 in bad:
            res.append(None)
            continue
        m = re.match(r"\s*(.*?)\s*; encoding: \[(.*)\]", out[k])
        k += 1
        res.append((m.group(1), m.group(2)))
    return res

def main():
    names = table_names(sys.argv[1])
    outdir, cand = sys.argv[2], sys.argv[3]
    only = sys.argv[4:]
    for name, (mcpu, flags) in TARGETS.items():
        if only and name not in only:
            continue
        src = os.path.join(cand, mcpu + ".s")
        lines = []
        for l in open(src):
            l = l.rstrip("\n")
            if not l.strip() or l.lstrip().startswith((";", "//", ".")):
                continue
            mn = l.split()[0]
            if base(mn) not in names or SUPPORTED_MODS_ONLY.search(l):
                continue
            # llvm-mc 14 encodes buffer offset:4096 as 0; lanescope
            # refuses it (see bad.tsv).
            if re.search(r"offset:4096\b", l) and mn.startswith("buffer"):
                continue
            if mcpu in ("gfx1100", "gfx1200") and mn.startswith("image_"):
                continue
            if mcpu == "gfx942" and re.search(r"\b(glc|slc)\b", l):
                continue
            lines.append(l)
        lines = list(dict.fromkeys(lines))
        got = run_mc(mcpu, flags, lines)
        count = {}
        keep = []
        for l, g in zip(lines, got):
            if g is None:
                continue
            b = base(l.split()[0])
            cap = CAP_KEY if b in KEY else \
                CAP_XLANE if any(x in l for x in XLANE) else CAP
            if count.get(b, 0) >= cap:
                continue
            count[b] = count.get(b, 0) + 1
            # wave64 files keep only what the wave size changes.
            if name.endswith("-w64") and not re.search(
                    r"vcc|exec|cmp|cndmask|_co_|s\[|null", l):
                continue
            # "=" stands for a canonical text equal to the input.
            keep.append("%s\t%s\t%s" % (l, "=" if g[0] == l else g[0],
                                         g[1]))
        with open(os.path.join(outdir, "good-%s.tsv" % name), "w") as f:
            f.write("# llvm-mc %s -mcpu=%s %s -show-encoding: input, "
                    "canonical text, bytes\n" % ("19" if mcpu in MC19
                                                  else "14", mcpu,
                                                  " ".join(flags)))
            f.write("\n".join(keep) + "\n")
        print(name, len(keep))

main()
