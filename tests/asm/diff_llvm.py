#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Developer tool: random differential test of `lanescope --encode` against
# llvm-mc 19 (the reference; LLVM_MC=llvm-mc to ask 14 instead). Generates lines from the table's mnemonics with random
# operands and modifiers (valid and invalid), runs both, and reports lines
# that only lanescope accepts (must be none), lines whose output differs
# (must be none), and lines only llvm-mc accepts (llvm-mc quirks lanescope
# refuses on purpose). Usage (from the build directory):
#   tests/asm/diff_llvm.py TARGET [SEED [LINES [memory|waits|vopd|dpp64|
#       scalar|vop3p]]] LANESCOPE=...
# ("memory": buffer/global/flat lines only; "waits": the waits and hints
# of gfx10-gfx12 only; "vopd": v_dual_* pairs only, gfx1100 and gfx1200;
# "dpp64": DPP on 64-bit VALU only, right and wrong controls; "scalar":
# SOP1/SOP2/SOPC/SOPK/SOPP and SMEM rows with scalar operands; "vop3p":
# the packed rows with op_sel, op_sel_hi, neg_lo, neg_hi and clamp)
import os, random, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
table = "".join(open(os.path.join(here, "..", "..", "src", f)).read()
                for f in ("isa_table.h", "isa_table_valu.h",
                          "isa_table_valu2.h", "isa_table_mem.h",
                          "isa_table_wait.h", "isa_table_lds.h",
                          "isa_table_vopd.h", "isa_table_sopk.h",
                          "isa_table_dpp64.h", "isa_table_salu.h",
                          "isa_table_smem.h", "isa_table_vop3p.h",
                          "isa_table_kforms.h", "isa_table_pc.h",
                          "isa_table_hint.h", "isa_table_g12f.h"))
vop3p_table = open(os.path.join(here, "..", "..", "src",
                                "isa_table_vop3p.h")).read()
lanescope = os.environ.get("LANESCOPE", "./src/lanescope")
tgt = sys.argv[1]
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
g10 = tgt.startswith("gfx1")
llvm_mc = os.environ.get("LLVM_MC", "llvm-mc-19")
rows = re.findall(r'ISA_INSN\(\w+, "(\w+)", (ISA_\w+)', table)
vops = [(n, f) for n, f in rows if f.startswith("ISA_VOP") and
        f != "ISA_VOPD"]
others = [(n, f) for n, f in rows if not f.startswith("ISA_VOP")]
src = ["v1", "v2", "v255", "s1", "s4", "1", "-1", "0.5", "0x12345678",
       "vcc_lo" if g10 else "vcc", "m0", "-v3", "|v4|", "-|v5|", "sext(v6)",
       "exec_lo", "s[2:3]", "v[2:3]", "off", "s[4:7]", "s[8:15]"]
vmods = ["row_shl:1", "row_shr:15", "row_ror:3", "quad_perm:[0,1,2,3]",
         "row_mirror", "row_half_mirror", "wave_shl:1", "wave_ror:1",
         "row_bcast:15", "row_share:2", "row_xmask:5", "row_newbcast:3",
         "row_mask:0x3", "bank_mask:0xa", "bound_ctrl:0", "fi:1",
         "dpp8:[0,1,2,3,4,5,6,7]", "dst_sel:BYTE_1", "dst_unused:UNUSED_SEXT",
         "src0_sel:WORD_1", "src1_sel:BYTE_0", "clamp", "mul:2", "div:2",
         "op_sel:[1,0]", "row_share:15", "row_xmask:15", "fi:0",
         "row_newbcast:15", "bound_ctrl:1", "dpp8:[7,6,5,4,3,2,1,0]"]
mmods = ["offset:4", "offset:-8", "offset:4095", "offen", "idxen", "glc",
         "slc", "dlc", "gds", "offset:swizzle(SWAP,4)", "dmask:0x1",
         "dmask:0xf", "unorm", "dim:SQ_RSRC_IMG_2D", "offset:0x10"]
# _e64_dpp: VOP3 DPP and DPP8 on VOP3 (gfx11 on; refused before).
forms = ["", "", "_e32", "_e64", "_dpp", "_sdwa", "_e64_dpp"]
# Buffer/global/flat rows get operands of the right shapes, so that most
# lines are valid and the fields (sizes, return forms, cache bits) are
# really compared.
mem = [(n, f) for n, f in rows if f in ("ISA_MUBUF", "ISA_GLOBAL",
                                        "ISA_FLAT")]
vdata = ["v1", "v[2:3]", "v[4:6]", "v[4:7]", "v[4:5]", "v255"]
sc = tgt == "gfx942"
g12 = tgt.startswith("gfx12")
cache = (["sc0", "sc1", "nt"] if sc else ["glc", "slc"] + (["dlc"] if g10
                                                          else []))
# gfx12's th: and scope: (valid and invalid pairs, every type)
TH = ["TH_DEFAULT"] + ["TH_%s_%s" % (k, v) for k in ("LOAD", "STORE")
                       for v in ("RT", "NT", "HT", "LU", "RT_WB", "NT_RT",
                                 "RT_NT", "NT_HT", "NT_WB", "BYPASS")] + \
     ["TH_ATOMIC_" + v for v in ("RT", "RETURN", "RT_RETURN", "NT",
                                 "NT_RETURN", "CASCADE_RT", "CASCADE_NT")]
SCOPE = ["SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"]

def gfx12_cache(atomic, ret):
    m = []
    if ret and random.random() < 0.9:
        m.append("th:TH_ATOMIC_" + random.choice(["RETURN", "NT_RETURN",
                                                   "RT_RETURN"]))
    elif random.random() < 0.5:
        m.append("th:" + random.choice(TH))
    if random.random() < 0.4:
        m.append("scope:" + random.choice(SCOPE))
    if len(m) == 2 and random.random() < 0.2:
        m.reverse()
    return m

def data_regs(n, first):
    """VGPRs of the size the row takes, most of the time."""
    k = int(n[-1]) if re.search(r"x\d$", n) else 1
    k = 2 if n.endswith("_f64") else k
    k *= 2 if "_atomic_cmpswap" in n else 1
    if random.random() < 0.15:
        return random.choice(vdata)
    return "v%d" % first if k == 1 else "v[%d:%d]" % (first, first + k - 1)

def memory_line():
    n, fam = random.choice(mem)
    m = []
    atomic = "_atomic_" in n
    if fam == "ISA_MUBUF":
        va = random.choice(["off", "off", "v0", "v[0:1]"])
        ops = [data_regs(n, 4), va, random.choice(["s[4:7]", "s[8:11]"]),
               random.choice(["s1", "0", "m0", "-1"])]
        if va == "v0":
            m.append(random.choice(["offen", "idxen"]))
        elif va != "off":
            m += ["idxen", "offen"]
        if random.random() < 0.5:
            m.append("offset:%d" % random.choice([0, 1, 4095, 4096] +
                     ([8388607, 8388608, -4] if g12 else [])))
    else:
        ret = atomic and random.random() < 0.5
        addr = "v[0:1]" if fam == "ISA_FLAT" or random.random() < 0.5 \
            else "v0"
        ops = [data_regs(n, 4)] if "load" in n else []
        if ret:
            k = 2 if "_x2" in n or n.endswith("_f64") else 1
            ops.append("v6" if k == 1 else "v[6:7]")
        ops.append(addr)
        if "load" not in n:
            ops.append(data_regs(n, 8))
        if fam == "ISA_GLOBAL":
            ops.append("off" if addr == "v[0:1]" else "s[2:3]")
        if random.random() < 0.5:
            m.append("offset:%d" % random.choice([-8, 7, 2047, 4095] +
                     ([-4096, 8191, -8388608, 8388607] if g12 else [])))
        if ret and random.random() < 0.9 and not g12:
            m.append(cache[0])
    if g12:
        m += gfx12_cache(atomic, fam != "ISA_MUBUF" and ret
                         if fam != "ISA_MUBUF" else random.random() < 0.3)
        if random.random() < 0.1:
            m.append(random.choice(["glc", "slc", "dlc", "nv"]))
        return ("%s %s %s" % (n, ", ".join(ops), " ".join(m))).strip()
    extra = [c for c in cache if c not in m]
    m += random.sample(extra, min(len(extra), random.choice([0, 0, 1, 2])))
    if random.random() < 0.1:
        m.append(random.choice(["glc", "sc0", "nt", "slc", "dlc", "sc1"]))
    return ("%s %s %s" % (n, ", ".join(ops), " ".join(m))).strip()

# The waits and hints of gfx10-gfx12: their own operand syntaxes.
waits = [n for n, f in rows if f == "ISA_SOPP" and (
    n.startswith(("s_wait", "s_delay_alu", "s_clause")))]
DELAY = ["NO_DEP", "VALU_DEP_1", "VALU_DEP_4", "TRANS32_DEP_2",
         "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_3", "BOGUS"]
SKIP = ["SAME", "NEXT", "SKIP_1", "SKIP_4", "SKIP_5"]
DEPCTR = ["depctr_hold_cnt", "depctr_sa_sdst", "depctr_va_vdst",
          "depctr_va_sdst", "depctr_va_ssrc", "depctr_va_vcc",
          "depctr_vm_vsrc"]

def wait_line():
    n = random.choice(waits)
    num = random.choice(["0", "1", "0x3f", "0x3f3f", "0xfffe", "-1",
                         "65536", "0xff9f", "0x1000", "63"])
    if n == "s_delay_alu" and random.random() < 0.8:
        f = []
        if random.random() < 0.8:
            f.append("instid0(%s)" % random.choice(DELAY))
        if random.random() < 0.5:
            f.append("instskip(%s)" % random.choice(SKIP))
        if random.random() < 0.5:
            f.append("instid1(%s)" % random.choice(DELAY))
        return n + " " + " | ".join(f or ["0"])
    if n in ("s_waitcnt_depctr", "s_wait_alu") and random.random() < 0.7:
        f = random.sample(DEPCTR, random.choice([1, 1, 2, 3]))
        sep = random.choice([" ", " & ", ", "])
        return n + " " + sep.join("%s(%d)" % (x, random.choice([0, 1, 3,
                                  7, 15, 16])) for x in f)
    if n.startswith("s_waitcnt_") and n != "s_waitcnt_depctr":
        return "%s %s, %s" % (n, random.choice(["null", "null", "s1",
                                               "s[2:3]", "m0"]), num)
    if n == "s_wait_idle" and random.random() < 0.8:
        return n
    return n + " " + num

# VOPD pairs (gfx11 on, branch vopd13): halves from the table's ISA_VOPD
# rows, registers from a small range so that dst parity and VGPR bank
# clashes, several literals and several SGPRs happen often.
vopd = [n for n, f in rows if f == "ISA_VOPD"]
vreg = ["v%d" % k for k in range(8)] + ["v255", "v254"]
vsrc0 = vreg + ["s1", "s2", "vcc_lo", "exec_lo", "m0", "null", "1", "-1",
                "0.5", "1.5", "0x1234", "0x1235", "-v1", "|v2|", "v[2:3]"]

def vopd_half(n):
    ops = [random.choice(vreg + ["s0"] if random.random() < 0.05
                         else vreg)]
    ops.append(random.choice(vsrc0))
    if n.endswith("fmamk_f32"):
        ops.append(random.choice(["0x1234", "1.0", "0x1235", "-1"]))
    if not n.endswith("mov_b32"):
        ops.append(random.choice(vreg + ["s3"] if random.random() < 0.05
                                 else vreg))
    if n.endswith("fmaak_f32"):
        ops.append(random.choice(["0x1234", "1.0", "0x1235", "-1"]))
    if random.random() < 0.03:
        ops.append(random.choice(["vcc_lo", "v9"]))
    return "%s %s" % (n, ", ".join(ops))

def vopd_line():
    x, y = random.choice(vopd), random.choice(vopd)
    tail = random.choice([""] * 30 + [" clamp", " :: v_dual_mov_b32 v9, v8",
                                      " row_shl:1"])
    return "%s :: %s%s" % (vopd_half(x), vopd_half(y), tail)
# DPP on 64-bit VALU (branch gpu13c): the rows with a register pair and
# their shapes (d, s0[, s1]); every control, so that row_newbcast's
# acceptance and every refusal are compared on each target.
DPP64 = [("v_mov_b64", "P", "P"), ("v_fmac_f64", "P", "P", "P"),
         ("v_cvt_f64_f32", "P", "V"), ("v_cvt_f64_i32", "P", "V"),
         ("v_cvt_f64_u32", "P", "V"), ("v_cvt_f32_f64", "V", "P"),
         ("v_cvt_i32_f64", "V", "P"), ("v_cvt_u32_f64", "V", "P"),
         ("v_frexp_exp_i32_f64", "V", "P")] + \
        [("v_%s_f64" % f, "P", "P") for f in
         ("ceil", "floor", "trunc", "rndne", "fract", "rcp", "rsq", "sqrt",
          "frexp_mant")] + \
        [("v_add_f64", "P", "P", "P"), ("v_lshlrev_b64", "P", "V", "P"),
         ("v_cmp_eq_f64", "P", "P")]
DPP64_CTRL = ["row_newbcast:N", "row_newbcast:0",
              "row_newbcast:15", "row_shl:1", "quad_perm:[1,0,3,2]",
              "row_bcast:15", "row_mirror", "row_share:3", "wave_shr:1",
              "dpp8:[1,0,3,2,5,4,7,6]", ""]


def dpp64_line():
    row = random.choice(DPP64)
    ops = []
    for k, shape in enumerate(row[1:]):
        r = 2 * random.randrange(0, 100)
        if shape == "P":
            o = "v[%d:%d]" % (r, r + 1)
            if random.random() < 0.05:
                o = "v[%d:%d]" % (r + 1, r + 2)   # odd: refused
        else:
            o = "v%d" % (r + random.randrange(2))
        if k and random.random() < 0.15:
            o = random.choice(["-" + o, "|" + o + "|", "s[4:5]", "1.0"])
        ops.append(o)
    mods = [random.choice(DPP64_CTRL).replace("N",
                                              str(random.randrange(16)))]
    for m in ("row_mask:0x%x" % random.randrange(16),
              "bank_mask:0x%x" % random.randrange(16),
              random.choice(["bound_ctrl:0", "bound_ctrl:1"]),
              random.choice(["fi:1", "fi:0", "clamp", "mul:2"])):
        if random.random() < 0.3:
            mods.append(m)
    form = random.choice(["_dpp"] * 6 + ["", "_e32", "_e64", "_e64_dpp",
                                         "_sdwa"])
    return ("%s%s %s %s" % (row[0], form, ", ".join(ops),
                            " ".join(mods))).strip()


# Scalar rows (SOP1, SOP2, SOPC, SOPK, SOPP, SMEM): operands of the
# shapes a scalar instruction takes, right and wrong sizes mixed in.
scalar = [(n, f) for n, f in rows if f in ("ISA_SOP1", "ISA_SOP2",
                                           "ISA_SOPC", "ISA_SOPK",
                                           "ISA_SOPP", "ISA_SMEM")]
SDST = ["s0", "s5", "s[0:1]", "s[2:3]", "s[4:7]", "vcc", "exec", "m0",
        "null" if g10 else "s1", "vcc_lo" if g10 else "vcc", "ttmp0",
        "exec_lo" if g10 else "exec"]
SSRC = ["s1", "s7", "s[2:3]", "s[6:7]", "0", "-1", "64", "-16", "0.5",
        "-4.0", "0x1234", "0xffffffff", "exec", "vcc", "m0", "scc",
        "vcc_lo" if g10 else "vcc", "exec_hi" if g10 else "exec",
        "src_pops_exiting_wave_id" if not g10 else "null", "v1"]

def scalar_line():
    n, fam = random.choice(scalar)
    if fam == "ISA_SMEM":
        d = random.choice(["s0", "s[0:1]", "s[4:7]", "s[8:15]",
                           "s[16:31]", "s5"])
        base = random.choice(["s[2:3]", "s[4:7]", "s[8:11]", "s3"])
        off = random.choice(["0", "0x10", "0x3", "-4", "s5", "m0",
                             "0xfffff", "0x100000", "s5 offset:0x8",
                             "null"])
        m = random.choice(["", "", "glc", "dlc"])
        return ("%s %s, %s, %s %s" % (n, d, base, off, m)).strip()
    if fam == "ISA_SOPP":
        return ("%s %s" % (n, random.choice(["", "0", "1", "3", "0x3",
                                              "15", "65535", "-1",
                                              "65536"]))).strip()
    if fam == "ISA_SOPK":
        return "%s %s, %s" % (n, random.choice(SDST), random.choice(
            ["0", "0x1234", "-5", "65535", "-32768", "65536", "s1"]))
    nops = {"ISA_SOP1": 2, "ISA_SOP2": 3, "ISA_SOPC": 2}[fam]
    nops += random.choice([0, 0, 0, 0, -1, 1])
    ops = ([] if fam == "ISA_SOPC" else [random.choice(SDST)])
    ops += [random.choice(SSRC) for _ in range(max(0, nops - len(ops)))]
    return "%s %s" % (n, ", ".join(ops))

# Packed (VOP3P) rows: two or three sources with the four packed
# modifiers, valid and invalid lengths and values.
pk = re.findall(r'ISA_INSN\(\w+, "(\w+)"', vop3p_table)
PSRC = ["v1", "v2", "v255", "s1", "s[2:3]", "1", "-1", "0.5", "-2.0",
        "0x12345678", "0x3c00", "v[2:3]", "vcc_lo" if g10 else "vcc",
        "m0", "-v3", "|v4|"]
PMODS = ["op_sel:[0,1]", "op_sel:[1,0,1]", "op_sel:[1,1]", "op_sel:[0,0,0,1]",
         "op_sel_hi:[0,0]", "op_sel_hi:[1,0,1]", "op_sel_hi:[0,1,0]",
         "neg_lo:[1,0]", "neg_lo:[0,1,1]", "neg_hi:[1,1]", "neg_hi:[0,0,1]",
         "clamp", "op_sel:[2,0]", "mul:2"]

def vop3p_line():
    n = random.choice(pk)
    nsrc = random.choice([2, 3, 3]) + random.choice([0, 0, 0, 1, -1])
    ops = [random.choice(["v0", "v0", "v[0:1]", "s0"])] + \
        [random.choice(PSRC) for _ in range(max(1, nsrc))]
    m = random.sample(PMODS, random.choice([0, 1, 1, 2, 3]))
    return ("%s %s %s" % (n, ", ".join(ops), " ".join(m))).strip()


lines = []
for _ in range(count):
    if sys.argv[4:5] == ["scalar"]:
        lines.append(scalar_line())
        continue
    if sys.argv[4:5] == ["vop3p"]:
        lines.append(vop3p_line())
        continue
    if random.random() < 0.05:
        lines.append(scalar_line())
        continue
    if random.random() < 0.03 and pk:
        lines.append(vop3p_line())
        continue
    if sys.argv[4:5] == ["dpp64"] or random.random() < 0.04:
        lines.append(dpp64_line())
        continue
    if random.random() < 0.15 or sys.argv[4:5] == ["memory"]:
        lines.append(memory_line())
        continue
    if sys.argv[4:5] == ["waits"] or (sys.argv[4:5] != ["vopd"] and
                                      random.random() < 0.05):
        lines.append(wait_line())
        continue
    if tgt in ("gfx1100", "gfx1200") and (random.random() < 0.15 or
                                          sys.argv[4:5] == ["vopd"]):
        lines.append(vopd_line())
        continue
    if random.random() < 0.7 / 0.85:
        n, fam = random.choice(vops)
        nops = {"ISA_VOP1": 2, "ISA_VOP2": 3, "ISA_VOPC": 3}.get(fam, 3)
        n += random.choice(forms)
        mods = vmods
    else:
        n, fam = random.choice(others)
        nops = random.choice([1, 2, 3, 4])
        mods = mmods
    nops += random.choice([0, 0, 0, -1, 1])
    ops = [random.choice(["v0", "s0", "v[0:1]", "s[0:1]", "vcc"])] + \
        [random.choice(src) for _ in range(max(0, nops - 1))]
    m = random.sample(mods, random.choice([0, 0, 1, 1, 2, 3]))
    lines.append(("%s %s %s" % (n, ", ".join(ops), " ".join(m))).strip())
path = "/tmp/diff_llvm_%d_%s.s" % (os.getpid(), tgt)
open(path, "w").write("\n".join(lines) + "\n")
mcpu = "fiji" if tgt == "gfx803" else tgt
p = subprocess.run([llvm_mc, "-arch=amdgcn", "-mcpu=" + mcpu,
                    "-show-encoding", path], capture_output=True, text=True)
os.unlink(path)
err = set(int(x) for x in re.findall(r":(\d+):\d+: error", p.stderr))
enc = [l for l in p.stdout.splitlines() if "encoding" in l]
k, want = 0, []
for i in range(len(lines)):
    if i + 1 in err:
        want.append(None)
    else:
        want.append(re.sub(r"\s+", " ", enc[k]).strip())
        k += 1
tally = {"only lanescope accepts": 0, "differ": 0, "only llvm-mc accepts": 0}
for line, w in zip(lines, want):
    q = subprocess.run([lanescope, "--encode", "-t", tgt, "-"],
                       input=line + "\n", capture_output=True, text=True)
    got = None if q.returncode else re.sub(r"\s+", " ", q.stdout).strip()
    if got == w:
        continue
    kind = ("only lanescope accepts" if w is None else
            "only llvm-mc accepts" if got is None else "differ")
    tally[kind] += 1
    print("%s | %s\n   llvm-mc:   %s\n   lanescope: %s" % (
        kind, line, w or "error",
        got or (q.stderr.splitlines() or ["error"])[0]))
print("%s: %d lines: %s" % (tgt, len(lines), tally), file=sys.stderr)
sys.exit(1 if tally["only lanescope accepts"] or tally["differ"] else 0)
