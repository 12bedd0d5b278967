#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool: builds tests/asm/decode-TARGET.tsv (BYTES<TAB>TEXT) from
# llvm-mc 14 -disassemble output (the team's oracle corpus, lines
# BYTES<TAB>TEXT), keeping instructions that are rows of src/isa_table.h and
# the byte strings llvm-mc refuses (TEXT "!invalid"). Every DPP_CTRL value
# is kept on gfx803, gfx90a and gfx1010; other repeats are capped.
# Usage: make_decode.py SRC_TABLE OUTDIR ORACLE_DECODE_DIR
import os, re, sys

TARGETS = {"gfx803": "fiji", "gfx900": "gfx900", "gfx90a": "gfx90a",
           "gfx1010": "gfx1010", "gfx1030": "gfx1030"}
names = set(re.findall(r'ISA_INSN\(\w+, "(\w+)"', open(sys.argv[1]).read()))
for name, src in TARGETS.items():
    keep, count = [], {}
    for line in open(os.path.join(sys.argv[3], src + ".tsv")):
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 2:
            parts.append("")
        b, text = parts[0], parts[1]
        if not b:
            continue
        # Empty output or a partial decode: llvm-mc refused the bytes.
        if text == "" or "!invalid" in text:
            text = "!invalid"
        else:
            mn = re.sub(r"_(e32|e64|dpp|sdwa)$", "", text.split()[0])
            if mn not in names or re.search(r"\b(tfe|lds|da|r128)\b",
                                             text):
                continue
        key = text.split()[0] if text != "!invalid" else b[:14]
        # Reserved controls all print the same: keep each hole's edges.
        bb = b.split(",")
        if "Invalid dpp_ctrl" in text and len(bb) == 8:
            ctrl = int(bb[5], 16) | (int(bb[6], 16) & 1) << 8
            if ctrl not in (0x100, 0x110, 0x120, 0x131, 0x133, 0x135,
                            0x139, 0x13d, 0x13f, 0x144, 0x14f, 0x170,
                            0x1ff) and ctrl % 32:
                continue
        # quad_perm: a sample of the 256 values is enough.
        m = re.search(r"quad_perm:\[(\d),(\d),(\d),(\d)\]", text)
        if m and key == "v_mov_b32_dpp":
            q = sum(int(v) << (2 * i) for i, v in enumerate(m.groups()))
            if q % 17 and q != 0xe4 and q != 0x1b:
                continue
        # The full DPP_CTRL sweep where the names differ (gfx8, gfx90a,
        # gfx10); a sample elsewhere.
        sweep = name in ("gfx803", "gfx90a", "gfx1010")
        cap = (600 if sweep else 40) if key == "v_mov_b32_dpp" else 8
        if count.get(key, 0) >= cap:
            continue
        count[key] = count.get(key, 0) + 1
        keep.append(b + "\t" + text)
    with open(os.path.join(sys.argv[2], "decode-%s.tsv" % name), "w") as f:
        f.write("# llvm-mc 14 -mcpu=%s -disassemble: bytes, text "
                "(!invalid: refused)\n" % src)
        f.write("\n".join(keep) + "\n")
    print(name, len(keep))
