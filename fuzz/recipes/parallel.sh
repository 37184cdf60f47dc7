#!/bin/bash
# N shards of one fuzz/campaign run through GNU parallel, locally or on
# several hosts, then merged.
#
#   fuzz/recipes/parallel.sh -n SHARDS -o OUT [-P CONCURRENT] [-j JOBS] [-S SSHLOGINS [-r]] -- CAMPAIGN_ARGS...
#
#   -n SHARDS      shards (shard K of N takes the seed blocks b with b mod N == K)
#   -o OUT         OUT/shard-K/ per shard, OUT/merged/ for the merge
#   -P CONCURRENT  shards run at once per host (default: the local core count)
#   -j JOBS        fuzz/campaign --jobs of each shard (default 1)
#   -S SSHLOGINS   GNU parallel --sshlogin (e.g. 8/host1,8/host2, or a file with
#                  --sshloginfile): each host needs this checkout at the same
#                  path; OUT must be on a filesystem all hosts share, or give
#                  -r to copy each shard's folder back (parallel --return)
#
# Examples:
#   fuzz/recipes/parallel.sh -n 4 -o build/campaign -- --count 4096 --seed 1
#   fuzz/recipes/parallel.sh -n 32 -o /shared/camp -S 16/hostA,16/hostB -- --seconds 3600 --seed 7
# Exit: the merge's status, or 1 when a shard failed (its folder is merged anyway).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
shards=1 out= conc=$(nproc 2>/dev/null || echo 2) jobs=1 ssh= ret=0
while getopts "n:o:P:j:S:r" opt; do
  case $opt in
    n) shards=$OPTARG ;;
    o) out=$OPTARG ;;
    P) conc=$OPTARG ;;
    j) jobs=$OPTARG ;;
    S) ssh=$OPTARG ;;
    r) ret=1 ;;
    *) sed -n '2,20p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = "--" ] && shift
[ -n "$out" ] || { echo "parallel.sh: -o OUT is required" >&2; exit 2; }
command -v parallel >/dev/null || { echo "parallel.sh: GNU parallel is not installed" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

remote=()
if [ -n "$ssh" ]; then
  if [ -f "$ssh" ]; then remote=(--sshloginfile "$ssh"); else remote=(--sshlogin "$ssh"); fi
  remote+=(--workdir "$ROOT")
  [ $ret -eq 1 ] && remote+=(--return "$out/shard-{}")
fi

parallel -q --will-cite --halt never --jobs "$conc" "${remote[@]}" --line-buffer --tagstring 'shard {}' \
  "$ROOT/fuzz/campaign" "$@" --jobs "$jobs" --shard "{}/$shards" --out "$out/shard-{}" \
  ::: $(seq 0 $((shards - 1)))
status=$?

"$ROOT/fuzz/campaign" --merge "$out"/shard-* --out "$out/merged" || exit $?
echo "merged report: $out/merged/report.md"
[ $status -eq 0 ] || exit 1
