#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# export_check.py: checks lanescope's --export output with real parsers
# (xml.etree for the page and the SVG, html.parser too) against values
# derived here from the instructions' definitions, never from lanescope's
# own output: the demo's first DPP step, a ds_permute, a ds_swizzle and a
# buffer load.
# Usage: export_check.py LANESCOPE SRCDIR TMPDIR
import html.parser
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

prog, srcdir, tmp = sys.argv[1:4]
fails = 0
H = '{http://www.w3.org/1999/xhtml}'
S = '{http://www.w3.org/2000/svg}'


def fail(msg):
    global fails
    fails += 1
    print('FAIL: ' + msg)


def run(args, stdin=None):
    p = subprocess.run([prog] + args, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def export(fmt, path, extra=()):
    rc, out, err = run(['--export', fmt] + list(extra) + [path])
    if rc != 0:
        fail('%s %s: exit %d: %s' % (fmt, path, rc, err.decode()[:300]))
    return out


def write(name, text):
    path = os.path.join(tmp, name)
    with open(path, 'w') as f:
        f.write(text)
    return path


def instructions(path):
    """Instruction lines of a session file without branches: what is left
    after comments, commands, labels, directives and blank lines."""
    n = 0
    with open(path) as f:
        for line in f:
            t = re.split(r';|//', line)[0].strip()
            if not t or t[0] in ':.' or t.endswith(':'):
                continue
            n += 1
    return n


class Strict(html.parser.HTMLParser):
    """Counts open/close tags, so an unclosed element shows."""
    void = {'meta', 'br', 'path', 'rect', 'input', 'link', 'img'}

    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.void:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.void:
            return
        if not self.stack or self.stack[-1] != tag:
            raise ValueError('</%s> closes <%s>' %
                             (tag, self.stack[-1] if self.stack else ''))
        self.stack.pop()


def parse_page(text, what):
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        fail('%s: not well-formed: %s' % (what, e))
        return None
    p = Strict()
    try:
        p.feed(text.decode())
        p.close()
        if p.stack:
            raise ValueError('unclosed ' + ' '.join(p.stack))
    except ValueError as e:
        fail('%s: html.parser: %s' % (what, e))
    return root


def sections(root):
    return [s for s in root.iter(H + 'section')
            if 'step' in s.get('class', '').split()]


def result_cells(sec, reg):
    for t in sec.iter(H + 'table'):
        if 'result' in t.get('class', '') and t.get('data-reg') == reg:
            return {int(td.get('data-lane')): td for td in t.iter(H + 'td')}
    fail('step %s: no result table for %s' % (sec.get('data-step'), reg))
    return {}


def arrows(elem, ns):
    return {(int(a.get('data-dst')), int(a.get('data-src')))
            for a in elem.iter(ns + 'line') if a.get('data-dst') is not None}


def check_step(sec, reg, want_value, want_src, want_reason, what):
    cells = result_cells(sec, reg)
    for lane, td in cells.items():
        v = int(td.get('data-v'), 16)
        if v != want_value(lane):
            fail('%s lane %d: value 0x%08x, expected 0x%08x' %
                 (what, lane, v, want_value(lane)))
            break
        src = td.get('data-src')
        if (None if src is None else int(src)) != want_src(lane):
            fail('%s lane %d: source %s, expected %s' %
                 (what, lane, src, want_src(lane)))
            break
        if td.get('data-reason') != want_reason(lane):
            fail('%s lane %d: reason %s, expected %s' %
                 (what, lane, td.get('data-reason'), want_reason(lane)))
            break
    want = {(n, want_src(n)) for n in cells if want_src(n) is not None}
    got = arrows(sec, S)
    if got != want:
        fail('%s: arrows differ: extra %s missing %s' %
             (what, sorted(got - want)[:5], sorted(want - got)[:5]))


def check_svg(text, want, what):
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        fail('%s: SVG not well-formed: %s' % (what, e))
        return
    if root.tag != S + 'svg' or root.get('width') != '1280' or \
            root.get('height') != '720':
        fail('%s: SVG root is %s %sx%s' % (what, root.tag, root.get('width'),
                                           root.get('height')))
    if arrows(root, S) != want:
        fail('%s: SVG arrows differ' % what)
    if not any(t.text for t in root.iter(S + 'text')):
        fail('%s: SVG has no text' % what)


# --- the demo: every instruction a step; step 1 is row_shr:1 bound_ctrl
demo = os.path.join(srcdir, 'data', 'prefix-sum.session')
page = export('html', demo)
root = parse_page(page, 'demo page')
if root is not None:
    secs = sections(root)
    if len(secs) != instructions(demo):
        fail('demo page: %d steps, the file has %d instructions' %
             (len(secs), instructions(demo)))
    one, two = 0x40000000, 0x3f800000    # 2.0 and 1.0 as f32
    check_step(secs[0], 'v1',
               lambda n: two if n % 16 == 0 else one,
               lambda n: None if n % 16 == 0 else n - 1,
               lambda n: 'src_out_of_range_zero' if n % 16 == 0
               else 'moved', 'demo step 1')
    if len(root.findall('.//' + H + 'script')) != 1 or \
            root.find('.//' + H + 'style') is None:
        fail('demo page: expected one inline script and a style')
    for e in root.iter():
        for a in ('src', 'href'):
            if e.get(a) is not None:
                fail('demo page: external reference %s=%s' % (a, e.get(a)))
svg = export('svg', demo, ['--step', '1'])
check_svg(svg, {(n, n - 1) for n in range(64) if n % 16}, 'demo svg')

# --- ds_permute: lane i writes v1[i] = 10 i into slot (i + 1) % 64
perm = write('permute.session', ':set v0 = ((lane + 1) % 64) * 4\n'
             ':set v1 = lane * 10\nds_permute_b32 v2, v0, v1\n')
root = parse_page(export('html', perm), 'permute page')
if root is not None:
    sec = sections(root)[0]
    check_step(sec, 'v2', lambda n: ((n - 1) % 64) * 10,
               lambda n: (n - 1) % 64, lambda n: 'moved', 'permute')
    if not any('tmp' in t.get('class', '') for t in sec.iter(H + 'table')):
        fail('permute: no tmp buffer table')
check_svg(export('svg', perm), {(n, (n - 1) % 64) for n in range(64)},
          'permute svg')

# --- ds_swizzle SWAP,1: each lane reads its neighbour in its pair
swz = write('swizzle.session', ':set v1 = lane * 10\n'
            'ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)\n')
root = parse_page(export('html', swz), 'swizzle page')
if root is not None:
    check_step(sections(root)[0], 'v2', lambda n: (n ^ 1) * 10,
               lambda n: n ^ 1, lambda n: 'moved', 'swizzle')

# --- a buffer load: lane i reads the dword at 0x1000 + 4 i
mem = os.path.join(srcdir, 'data', 'mem-consecutive.session')
root = parse_page(export('html', mem), 'memory page')
if root is not None:
    sec = sections(root)[0]
    cells = result_cells(sec, 'v1')
    if [int(cells[n].get('data-v'), 16) for n in range(64)] != \
            [1000 + n for n in range(64)]:
        fail('memory: v1 is not 1000 + lane')
    addr = {}
    for t in sec.iter(H + 'table'):
        if 'memmap' in t.get('class', ''):
            for td in t.iter(H + 'td'):
                addr[int(td.get('data-lane'))] = td
    for n in range(64):
        td = addr.get(n)
        if td is None or not td.text or int(td.text, 16) != 0x1000 + 4 * n \
                or td.get('data-line') != str(n // 16):
            fail('memory: lane %d address/line wrong' % n)
            break
    lines = [li.find(H + 'code').text for li in sec.iter(H + 'li')
             if li.find(H + 'code') is not None]
    if lines != ['0x1000', '0x1040', '0x1080', '0x10c0']:
        fail('memory: lines %s' % lines)

# --- LDS banks (when the examples exist): lane i writes the dword at
# byte 8 i, dword 2 i, bank 2 i mod 32; lanes 0 and 16 share bank 0 on
# different dwords, so the conflict degree is 2
lds = os.path.join(srcdir, 'data', 'lds-bank-stride2.session')
if os.path.exists(lds):
    root = parse_page(export('html', lds), 'LDS page')
    if root is not None:
        banks = {}
        for t in root.iter(H + 'table'):
            if 'ldsmap' in t.get('class', ''):
                banks = {int(td.get('data-lane')): td.get('data-bank')
                         for td in t.iter(H + 'td')}
                break
        if [banks.get(n) for n in range(64)] != \
                [str(2 * n % 32) for n in range(64)]:
            fail('LDS: banks of the lanes differ')
        if b'conflict degree 2,' not in ET.tostring(root):
            fail('LDS: conflict degree is not 2')

# --- txt is what --batch prints; md holds the same pictures
rc, batch, _ = run(['--batch', demo])
if export('txt', demo) != batch:
    fail('txt export differs from --batch')
md = export('md', demo).decode()
if md.count('\n## Step ') != instructions(demo):
    fail('md: %d steps' % md.count('\n## Step '))
if '> Instruction 1' not in md:
    fail('md: no caption of step 1')

# --- every example in every format
for name in sorted(os.listdir(os.path.join(srcdir, 'data'))):
    if not name.endswith('.session'):
        continue
    path = os.path.join(srcdir, 'data', name)
    for fmt in ('html', 'svg', 'md', 'txt'):
        out = export(fmt, path)
        if not out:
            fail('%s %s: empty' % (fmt, name))
        elif fmt in ('html', 'svg'):
            try:
                ET.fromstring(out)
            except ET.ParseError as e:
                fail('%s %s: not well-formed: %s' % (fmt, name, e))

# --- a control byte in a comment never reaches the output raw
esc = write('esc.session', '; caption \x1b[31mred\nv_mov_b32 v0, v1 '
            '// tail \x1b]0;title\x07\n')
for fmt in ('html', 'svg', 'md', 'txt'):
    out = export(fmt, esc)
    if b'\x1b' in out or b'\x07' in out:
        fail('%s: a control byte from a comment came through' % fmt)

# --- errors: bad input writes nothing, a bad step is bad usage
bad = write('bad.session', 'v_mov_b32 v0, v1\nv_bogus v1\n')
keep = write('keep.html', 'precious\n')
rc, out, err = run(['--export', 'html', '-o', keep, bad])
if rc != 1 or open(keep).read() != 'precious\n' or b'error:' not in err:
    fail('bad input: exit %d, the file %s' %
         (rc, 'kept' if open(keep).read() == 'precious\n' else 'changed'))
if [f for f in os.listdir(tmp) if '.tmp-' in f]:
    fail('bad input left a temporary file')
rc, out, err = run(['--export', 'svg', '--step', '99', demo])
if rc != 2 or out:
    fail('--step 99: exit %d' % rc)
rc, out, err = run(['--export', 'pdf', demo])
if rc != 2:
    fail('--export pdf: exit %d' % rc)
rc, out, err = run(['--export', 'html', '-o', '/dev/null', demo])
if rc == 0:
    fail('-o /dev/null was accepted')
rc, out, err = run(['--step', '1', demo])
if rc != 2:
    fail('--step without --export: exit %d' % rc)
# -o writes the file; the page there is the one on stdout
good = os.path.join(tmp, 'good.html')
rc, out, err = run(['--export', 'html', '-o', good, demo])
if rc != 0 or out or open(good, 'rb').read() != page:
    fail('-o: exit %d or a different page' % rc)

# --- :export from a session: the current step, then every step
rc, out, err = run(['--plain', '-q', demo], (':goto 2\n:export svg %s\n'
                   ':export md %s\n' % (os.path.join(tmp, 'two.svg'),
                                        os.path.join(tmp, 'all.md'))).encode())
if rc != 0 or b'exported 1 step as svg' not in out:
    fail(':export: exit %d: %s %s' % (rc, out[-200:], err[-200:]))
else:
    s2 = open(os.path.join(tmp, 'two.svg'), 'rb').read()
    check_svg(s2, {(n, n - 2) for n in range(64) if n % 16 > 1},
              ':export svg at step 2')
    if open(os.path.join(tmp, 'all.md')).read().count('\n## Step ') != \
            instructions(demo):
        fail(':export md: not every step')

print('export_check.py: %d failure(s)' % fails)
sys.exit(1 if fails else 0)
