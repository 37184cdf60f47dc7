"""The repository stays small and clean: no stray large files (a 20 MB
benchmark input was once committed at the root by accident).  Generated
inputs belong in build/ or a temporary directory."""
import os
import subprocess

from conftest import ROOT

LIMIT = 512 * 1024   # the largest source file is about 40 KB


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [p for p in out.stdout.decode().split("\0") if p]


def test_no_tracked_file_is_large():
    big = [(p, os.path.getsize(os.path.join(ROOT, p))) for p in tracked_files()
           if os.path.isfile(os.path.join(ROOT, p)) and os.path.getsize(os.path.join(ROOT, p)) > LIMIT]
    assert not big, f"files over {LIMIT} bytes are tracked: {big}"


def test_the_limit_would_catch_the_old_stray_file(tmp_path):
    # the check itself can fail: a file of the old stray's size is over the limit
    f = tmp_path / "2000000"
    f.write_bytes(b"x" * 2_000_000)
    assert os.path.getsize(f) > LIMIT
