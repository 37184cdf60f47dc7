"""The share of diagnostic texts a test checks (tools/message-coverage)
does not fall: a new message comes with a test that provokes it."""
import os
import subprocess
import sys

from conftest import ROOT

FLOOR = 0.28   # measured 131 of 455 (28.8%) when this test was written


def test_checked_share_does_not_fall():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "message-coverage"), "--min-share", str(FLOOR)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("messages: "), r.stdout


def test_the_floor_can_fail():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "message-coverage"), "--min-share", "1.0"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "below the floor" in r.stdout, r.stdout
