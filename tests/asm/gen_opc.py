#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool: asks llvm-mc 19 (the reference, cli.md) for the native
# opcode of every row of src/isa_table.h on every target and rewrites the
# OPC(...) columns. Image rows on gfx11 and gfx12, whose encodings
# lanescope does not model, get UNK wherever llvm-mc accepts the spelling;
# buffer/global/flat rows get their gfx11 (MUBUF, FLAT) and gfx12
# (VBUFFER, VFLAT, VGLOBAL) opcodes.
# Usage: tests/asm/gen_opc.py src/isa_table.h [-w]   (needs llvm-mc-19)
import re, subprocess, sys

TARGETS = ["fiji", "gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030",
           "gfx1100", "gfx1200"]
MEMORY = ("ISA_MUBUF", "ISA_FLAT", "ISA_GLOBAL", "ISA_MIMG")

def gfx11(tgt):
    return tgt.startswith("gfx11") or tgt.startswith("gfx12")

def examples(name, fam, ty, flags, tgt):
    g10 = tgt.startswith("gfx1")
    vcc = "vcc_lo" if g10 else "vcc"
    b64 = ty == "ISA_TY_B64"
    if fam == "ISA_VOP1":
        if name == "v_nop":
            return ["v_nop"]
        if name == "v_readfirstlane_b32":
            return ["v_readfirstlane_b32 s1, v2"]
        if name == "v_permlane64_b32":
            return [name + " v1, v2"]
        # a VOP1 row that is VOP3-only on a target answers the _e64 line
        ops = "%s, %s" % ("v[2:3]" if "D64" in flags else "v1",
                          "v[4:5]" if "S0_64" in flags else "v4")
        return [name + "_e32 " + ops, name + "_e64 " + ops]
    if fam == "ISA_VOP2" and "64" in flags:  # v_fmac_f64: pairs
        return [name + "_e32 v[2:3], v[4:5], v[6:7]",
                name + "_e64 v[2:3], v[4:5], v[6:7]"]
    if fam == "ISA_VOP2":
        if "CARRY_IN" in flags and "CARRY_OUT" in flags:
            return [name + "_e32 v1, %s, v2, v3, %s" % (vcc, vcc)]
        if "CARRY_IN" in flags:
            return [name + "_e32 v1, v2, v3, " + vcc]
        if "CARRY_OUT" in flags:
            return [name + "_e32 v1, %s, v2, v3" % vcc,
                    name + "_e64 v1, %s, v2, v3" % vcc]
        return [name + "_e32 v1, v2, v3", name + "_e64 v1, v2, v3"]
    if fam == "ISA_VOPC":
        # 64-bit compares (F_S01_64, ISA_F_S0_64): register pairs
        wide = "S01_64" in flags or "S0_64" in flags
        ops = "v[2:3], " + ("v[4:5]" if "S01_64" in flags else "v4") \
            if wide else "v1, v2"
        if g10 and name.startswith("v_cmpx"):
            return [name + "_e32 " + ops]
        return [name + "_e32 %s, %s" % (vcc, ops)]
    if fam == "ISA_VOP3":
        if name == "v_readlane_b32":
            return [name + " s1, v2, s3"]
        if name == "v_writelane_b32":
            return [name + " v1, s2, 3"]
        if name.endswith("_var_b32"):
            return [name + " v1, v2, v3"]
        if name.startswith("v_permlane"):
            return [name + " v1, v2, s3, s4"]
        if "64" in flags:  # ISA_F_D64, ISA_F_S<k>_64: register pairs
            ops = ["v[2:3]" if "D64" in flags else "v1"]
            if "CARRY_OUT" in flags:
                ops.append("s10" if g10 else "s[10:11]")
            for k in range(3 if ("SRC3" in flags or "F_X3" in flags) else 2):
                ops.append("v[%d:%d]" % (4 + 2 * k, 5 + 2 * k)
                           if "S%d_64" % k in flags else "v%d" % (4 + 2 * k))
            return [name + " " + ", ".join(ops)]
        if "CARRY_OUT" in flags:  # VOP3b: v_div_scale_f32
            return [name + " v1, %s, v2, v3, v4" % vcc]
        if name == "v_fma_f32" or "ISA_F_SRC3" in flags or "F_X3" in flags:
            return [name + " v1, v2, v3, v4"]
        return [name + " v1, v2, v3"]
    if fam == "ISA_SOP1":
        # SOP1 shapes (isa_s1_dst32, isa_s1_src32): a 32-bit count of a
        # 64-bit source, a 32-bit bit number into a 64-bit d
        if re.search(r"_i32_[bui]64$", name):
            return [name + " s0, s[2:3]"]
        if name in ("s_bitset0_b64", "s_bitset1_b64",
                    "s_bitreplicate_b64_b32"):
            return [name + " s[0:1], s2"]
        return [name + (" s[0:1], s[2:3]" if b64 else " s0, s1")]
    if fam == "ISA_SOP2":
        if name == "s_bfm_b64":
            return [name + " s[0:1], s2, s3"]
        if name in ("s_lshl_b64", "s_lshr_b64", "s_ashr_i64", "s_bfe_u64",
                    "s_bfe_i64"):
            return [name + " s[0:1], s[2:3], s4"]
        return [name + (" s[0:1], s[2:3], s[4:5]" if b64 else " s0, s1, s2")]
    if fam == "ISA_SOPK":  # s_movk_i32 & co (branch sop16c)
        return [name + (" 0x1" if name == "s_version" else " s1, 0x1")]
    if fam == "ISA_SOPP" and "ISA_F_SOPK" in flags:
        return [name + " null, 0"]  # s_waitcnt_vscnt & co (SOPK)
    if fam == "ISA_SOPP":
        return [name + ("" if name in ("s_endpgm", "s_barrier",
                                       "s_code_end", "s_wait_idle")
                        else " 0")]
    if fam == "ISA_SOPC":
        if name.startswith("s_bitcmp") and b64:
            return [name + " s[0:1], s2"]
        return [name + (" s[0:1], s[2:3]" if b64 else " s0, s1")]
    if fam == "ISA_DS":
        return [ds_example(name)]
    if fam == "ISA_SMEM":
        m = re.search(r"(dword(x\d+)?|b\d+)$", name).group(1)
        n = {"dword": 1, "b32": 1, "b64": 2, "b96": 3, "b128": 4,
             "b256": 8, "b512": 16}.get(m) or int(m[6:])
        d = "s4" if n == 1 else "s[%d:%d]" % (4 + (n > 8) * 12, 4 + (n > 8) * 12 + n - 1)
        base = "s[8:11]" if "buffer" in name else "s[2:3]"
        return [name + " %s, %s, 0x24" % (d, base)]
    m = re.search(r"x(\d)$", name)
    n = int(m.group(1)) if m else 1
    if name.endswith("_f64"):
        n = 2
    # gfx11/gfx12 spellings give the size in bits
    m = re.search(r"_[biu](64|96|128)$", name)
    if m:
        n = int(m.group(1)) // 32
    if "_atomic_cmpswap" in name:
        n *= 2  # {src, cmp}
    vd = "v2" if n == 1 else "v[2:%d]" % (n + 1)
    if "_atomic_" in name and fam in ("ISA_FLAT", "ISA_GLOBAL"):
        # the form without a return has the store's operands
        name_store = True
    else:
        name_store = "store" in name
    if fam == "ISA_MUBUF":
        return [name + " %s, off, s[4:7], s1" % vd]
    if fam == "ISA_FLAT":
        if name_store:
            return [name + " v[6:7], " + vd]
        return [name + " %s, v[6:7]" % vd]
    if fam == "ISA_GLOBAL":
        if name_store:
            return [name + " v[6:7], %s, off" % vd]
        return [name + " %s, v[6:7], off" % vd]
    if fam == "ISA_MIMG":
        if tgt.startswith("gfx12"):  # NSA addresses, no unorm bit
            return [name + " v0, [v4, v5], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D"]
        if g10:
            return [name + " v0, v[4:5], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm"]
        return [name + " v0, v[4:7], s[8:15] dmask:0x1 unorm"]
    return []

def vr(first, n):
    return "v%d" % first if n == 1 else "v[%d:%d]" % (first, first + n - 1)

def ds_example(name):
    """One llvm-mc line for a DS row, its operands from the mnemonic."""
    if "swizzle" in name:
        return name + " v1, v2"
    if "permute" in name:
        return name + " v1, v2, v3"
    if name in ("ds_append", "ds_consume") or "addtid" in name:
        return name + " v1"
    m = re.search(r"_[biuf](8|16|32|64|96|128)(_d16(_hi)?)?$", name)
    bits = int(m.group(1)) if m else 32
    n = max(1, bits // 32)
    two = "read2" in name or "write2" in name or "wrxchg2" in name or \
          "2addr" in name
    if name.startswith(("ds_read", "ds_load")):
        return name + " %s, v2" % vr(10, 2 * n if two else n)
    data = [vr(20, n), vr(30, n)]
    if name.startswith(("ds_write", "ds_store_")) and "xchg" not in name:
        return name + " v2, " + ", ".join(data[:2 if two else 1])
    ndata = 2 if (two or "cmpst" in name or "mskor" in name) else 1
    ops = ["v2"] + data[:ndata]
    if "rtn" in name:
        ops = [vr(10, 2 * n if two else n)] + ops
    return name + " " + ", ".join(ops)

def field(fam, tgt, w):
    g10 = tgt.startswith("gfx1")
    if fam == "ISA_VOP1":
        return (w >> 9) & 0xff, (w >> 25) == 0x3f
    if fam == "ISA_VOP2":
        return (w >> 25) & 0x3f, (w >> 31) == 0
    if fam == "ISA_VOPC":
        return (w >> 17) & 0xff, (w >> 25) == 0x3e
    if fam == "ISA_VOP3":
        return (w >> 16) & 0x3ff, (w >> 26) == (0x35 if g10 else 0x34)
    if fam == "ISA_SOP1":
        return (w >> 8) & 0xff, (w >> 23) == 0x17d
    if fam == "ISA_SOP2":
        return (w >> 23) & 0x7f, (w >> 30) == 2
    if fam == "SOPK":
        return (w >> 23) & 0x1f, (w >> 28) == 0xb
    if fam == "ISA_SOPP":
        return (w >> 16) & 0x7f, (w >> 23) == 0x17f
    if fam == "ISA_SOPC":
        return (w >> 16) & 0x7f, (w >> 23) == 0x17e
    if fam == "ISA_DS":
        return ((w >> 18) if g10 else (w >> 17)) & 0xff, (w >> 26) == 0x36
    if fam in ("ISA_MUBUF", "ISA_FLAT", "ISA_GLOBAL") and \
            tgt.startswith("gfx12"):
        # VBUFFER 0xc4.., VFLAT 0xec.., VGLOBAL 0xee..: opcode 21:14
        top = {"ISA_MUBUF": 0x310, "ISA_FLAT": 0x3b0, "ISA_GLOBAL": 0x3b8}
        return (w >> 14) & 0xff, (w >> 22) == top[fam]
    if fam in ("ISA_MUBUF", "ISA_FLAT", "ISA_GLOBAL") and \
            tgt.startswith("gfx11"):
        return (w >> 18) & 0xff, (w >> 26) == (0x38 if fam == "ISA_MUBUF"
                                               else 0x37)
    if fam == "ISA_SMEM":
        if tgt.startswith("gfx12"):
            return (w >> 13) & 0x3f, (w >> 26) == 0x3d
        return (w >> 18) & 0xff, (w >> 26) == (0x3d if g10 else 0x30)
    if fam in ("ISA_MUBUF", "ISA_FLAT", "ISA_GLOBAL", "ISA_MIMG"):
        return (w >> 18) & 0x7f, True
    return None, False

def main():
    path = sys.argv[1]
    text = open(path).read()
    rows = re.findall(r'ISA_INSN\((\w+), "([\w]+)", (\w+), \w+, (\w+), [^,]+, ([^,]+), OPC\(([^)]*)\)', text)
    # ISA_CMP_ROWS macro rows are expanded by hand here.
    cmp = re.findall(r'ISA_CMP_ROWS\((\w+), "(\w+)", (\w+), ([^)]+)\)', text)
    res = {}
    for rid, name, fam, ty, flags, _ in rows:
        res[rid] = (name, fam, ty, flags)
    for T, t, ty, fl in cmp:
        for c in ("eq", "lt", "le", "gt", "ge"):
            for x in ("cmp", "cmpx"):
                rid = "V_%s_%s_%s" % (x.upper(), c.upper(), T)
                res[rid] = ("v_%s_%s_%s" % (x, c, t), "ISA_VOPC", ty, fl)
    opc = {}
    for tgt in TARGETS:
        lines, ids = [], []
        for rid, (name, fam, ty, flags) in res.items():
            for alt, ex in enumerate(examples(name, fam, ty, flags, tgt)):
                lines.append(ex); ids.append((rid, alt))
        p = subprocess.run(["llvm-mc-19", "-arch=amdgcn", "-mcpu=" + tgt,
                            "-show-encoding"], input="\n".join(lines) + "\n",
                           capture_output=True, text=True)
        # Errors are on stderr with line numbers; successes in order.
        bad = set(int(m) for m in re.findall(r"<stdin>:(\d+):", p.stderr))
        enc = [l for l in p.stdout.splitlines() if "encoding:" in l]
        k = 0
        for i, (rid, alt) in enumerate(ids):
            if i + 1 in bad:
                continue
            b = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", enc[k]).group(1).split(",")]
            printed = re.sub(r"_(e32|e64|dpp|sdwa)$", "", enc[k].split()[0])
            k += 1
            # gfx11/gfx12 images: lanescope encodes none of them, so a
            # row whose spelling llvm-mc accepts (its own or an alias) is
            # UNK
            if res[rid][1] == "ISA_MIMG" and gfx11(tgt):
                opc.setdefault(rid, {})[tgt] = "UNK"
                continue
            # An alias (gfx11 takes v_add_u32 for v_add_nc_u32): the row
            # is not the target's own spelling, so it stays NA there.
            if printed != res[rid][0]:
                continue
            if rid in opc and tgt in opc[rid]:
                continue
            w = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
            fam = res[rid][1] if alt == 0 else "ISA_VOP3"
            if "ISA_F_SOPK" in res[rid][3]:
                fam = "SOPK"
            v, ok = field(fam, tgt, w)
            if not ok:
                sys.stderr.write("%s %s: unexpected encoding %08x\n" % (tgt, rid, w))
                continue
            if alt:
                v |= 0x400  # ISA_OPC_VOP3_ONLY
            opc.setdefault(rid, {})[tgt] = v
    out = []
    for line in text.splitlines(True):
        m = re.match(r'ISA_INSN\((\w+),', line)
        if m and m.group(1) in opc or (m and m.group(1) in res and
                                        res[m.group(1)][1] in MEMORY):
            d = opc.get(m.group(1), {})
            fam = res[m.group(1)][1]
            vals = [str(d.get(t, "NA")) for t in TARGETS]
            line = re.sub(r"OPC\([^)]*\)", "OPC(%s)" % ", ".join(vals), line)
        out.append(line)
    return opc, res, "".join(out)

if __name__ == "__main__":
    opc, res, text = main()
    for rid in res:
        if rid not in opc:
            sys.stderr.write("no opcode: %s\n" % rid)
    if len(sys.argv) > 2 and sys.argv[2] == "-w":
        open(sys.argv[1], "w").write(text)
    else:
        import json
        json.dump(opc, sys.stdout, indent=0)
