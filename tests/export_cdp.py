#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# export_cdp.py: opens lanescope's HTML export of the demo in headless
# Chromium, drives it with real key presses and clicks over the Chrome
# DevTools Protocol (--remote-debugging-pipe, python3's standard library
# only) and reads the DOM: the step counter, the visible step's values and
# arrows, the lane explanation and the number format must change as they
# should. The values expected are the prefix-sum's, worked out here.
# Usage: export_cdp.py CHROMIUM PAGE.html PROFILE_DIR
import json
import os
import subprocess
import sys
import time

chromium, page, profile = sys.argv[1:4]
fails = 0


def fail(msg):
    global fails
    fails += 1
    print('FAIL: ' + msg)


# fd 3 is what Chromium reads, fd 4 what it writes. They are made in the
# child (preexec_fn) and listed in pass_fds so that close_fds keeps them.
to_r, to_w = os.pipe()
from_r, from_w = os.pipe()


def child_fds():
    os.dup2(to_r, 3)
    os.dup2(from_w, 4)


proc = subprocess.Popen(
    [chromium, '--headless', '--no-sandbox', '--disable-gpu',
     '--no-first-run', '--disable-background-networking',
     '--disable-component-update', '--disable-sync', '--disable-extensions',
     '--user-data-dir=' + profile, '--remote-debugging-pipe',
     '--window-size=1400,1000', 'file://' + os.path.abspath(page)],
    pass_fds=(3, 4, to_r, from_w), preexec_fn=child_fds,
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_r)
os.close(from_w)
buf = b''
next_id = 0
deadline = time.time() + 60


def send(method, params=None, session=None):
    global next_id, buf
    next_id += 1
    msg = {'id': next_id, 'method': method, 'params': params or {}}
    if session:
        msg['sessionId'] = session
    os.write(to_w, json.dumps(msg).encode() + b'\0')
    while True:
        while b'\0' not in buf:
            if time.time() > deadline:
                raise TimeoutError(method)
            chunk = os.read(from_r, 65536)
            if not chunk:
                raise EOFError('chromium closed the pipe')
            buf += chunk
        raw, buf = buf.split(b'\0', 1)
        reply = json.loads(raw)
        if reply.get('id') == next_id:
            if 'error' in reply:
                raise RuntimeError('%s: %s' % (method, reply['error']))
            return reply.get('result', {})


def main():
    target = None
    for _ in range(100):
        targets = send('Target.getTargets')['targetInfos']
        pages = [t for t in targets if t['type'] == 'page']
        if pages:
            target = pages[0]['targetId']
            break
        time.sleep(0.1)
    if target is None:
        fail('no page target')
        return
    sid = send('Target.attachToTarget',
               {'targetId': target, 'flatten': True})['sessionId']

    def js(expr):
        r = send('Runtime.evaluate', {'expression': expr,
                                      'returnByValue': True}, sid)
        return r.get('result', {}).get('value')

    def key(name, code, vk, text=None):
        for kind in ('keyDown', 'keyUp'):
            p = {'type': kind, 'key': name, 'code': code,
                 'windowsVirtualKeyCode': vk}
            if text and kind == 'keyDown':
                p['text'] = text
            send('Input.dispatchKeyEvent', p, sid)

    for _ in range(200):
        if js("document.readyState==='complete'&&"
              "!!document.getElementById('counter')"):
            break
        time.sleep(0.05)
    counter = "document.getElementById('counter').textContent"
    visible = ("[].filter.call(document.querySelectorAll('section.step'),"
               "function(s){return !s.hidden;})")
    state = ("(function(){var v=%s;if(v.length!==1)return null;var s=v[0];"
             "return {step:+s.dataset.step,"
             "lane:[].map.call(s.querySelectorAll('table.result "
             "td[data-lane]'),function(t){return t.querySelector('.v')"
             ".textContent;}),"
             "arrows:[].filter.call(s.querySelectorAll('line[data-dst]'),"
             "function(a){return a.style.display!=='none';}).map("
             "function(a){return [+a.dataset.dst,+a.dataset.src];})};})()"
             % visible)

    def expect(step, what):
        got = js(counter)
        if got != 'Step %d of 15' % step:
            fail('%s: counter says %r' % (what, got))
        st = js(state)
        if st is None or st['step'] != step:
            fail('%s: the visible step is %r' %
                 (what, st and st['step']))
        return st

    st = expect(1, 'at load')
    # step k of the demo's first three: v1[n] = 1 + min(n % 16, k)
    for k, keyname in ((2, 'ArrowRight'), (3, 'ArrowRight')):
        key(keyname, keyname, 39)
        st = expect(k, 'after %s' % keyname)
        if st is None:
            continue
        want = [str(1 + min(n % 16, k)) for n in range(64)]
        if st['lane'] != want:
            fail('step %d: values %s...' % (k, st['lane'][:6]))
        arrows = {tuple(a) for a in st['arrows']}
        if arrows != {(n, n - k) for n in range(64) if n % 16 >= k}:
            fail('step %d: arrows differ' % k)
    key('ArrowLeft', 'ArrowLeft', 37)
    expect(2, 'after ArrowLeft')
    key('End', 'End', 35)
    expect(15, 'after End')
    key('Home', 'Home', 36)
    expect(1, 'after Home')
    key(' ', 'Space', 32, ' ')
    expect(2, 'after Space')
    js("document.getElementById('next').click()")
    expect(3, 'after the Next button')
    # one row of arrows
    js("var r=document.getElementById('rowsel');r.value='1';"
       "r.dispatchEvent(new Event('change'))")
    st = js(state)
    if st is None or {tuple(a) for a in st['arrows']} != \
            {(n, n - 3) for n in range(16, 32) if n % 16 >= 3}:
        fail('row 1: arrows of other rows still shown')
    # a click on lane 5 explains it
    js("%s[0].querySelector('table.result td[data-lane=\"5\"]').click()"
       % visible)
    info = js("document.getElementById('lane-info').textContent")
    if not info or 'ane 5' not in info or '2' not in info:
        fail('lane click: %r' % info)
    # the number format: 4.0 is 0x40800000
    js("var f=document.getElementById('fmt');f.value='hex';"
       "f.dispatchEvent(new Event('change'))")
    st = js(state)
    if st is None or st['lane'][5:6] != ['0x40800000']:
        fail('hex format: lane 5 shows %r' % (st and st['lane'][5:6]))


try:
    main()
except Exception as e:  # any breakage is a failure, not a crash
    fail('CDP: %s' % e)
finally:
    try:
        send('Browser.close')
    except Exception:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
print('export_cdp.py: %d failure(s)' % fails)
sys.exit(1 if fails else 0)
