#!/usr/bin/env bash
# `make loadtest`: the public browsing mix (public-mix.js) against a running Rawi stack on this
# machine, with its summary (requests/s, p50/p95/p99, errors, thresholds) and the machine it ran
# on written to deploy/k6/results/summary.txt.
#   BASE_URL (default http://127.0.0.1:8080), RATE (requests/s, default 50), DURATION (default 1m)
# Starts the local stack first (as `make run` does) when none answers at a loopback BASE_URL.
# Exits with k6's status: 0 when every threshold held, 99 when one failed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export PATH="$root/.tools/bin:$PATH"
base_url="${BASE_URL:-http://127.0.0.1:8080}"
base_url="${base_url%/}"

deploy/tools/install.sh node k6

ready() {
  node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$base_url/readyz"
}

# Start the local stack (as make run does, data in .data/) when nothing answers, and stop it after.
stack_pid=""
if ! ready; then
  case "$base_url" in
    http://127.0.0.1:*|http://localhost:*) ;;
    *) echo "No ready Rawi stack answers at $base_url/readyz." >&2; exit 1 ;;
  esac
  port="${base_url##*:}"
  echo "No stack at $base_url: starting one (node deploy/local/run.ts, logs in .data/logs)"
  PORT="$port" node deploy/local/run.ts > "${TMPDIR:-/tmp}/rawi-loadtest-stack.log" 2>&1 &
  stack_pid=$!
  trap '[ -n "$stack_pid" ] && kill "$stack_pid" 2>/dev/null && wait "$stack_pid" 2>/dev/null' EXIT
  for _ in $(seq 1 120); do
    ready && break
    kill -0 "$stack_pid" 2>/dev/null || { cat "${TMPDIR:-/tmp}/rawi-loadtest-stack.log" >&2; exit 1; }
    sleep 1
  done
  ready || { echo "the stack did not become ready" >&2; exit 1; }
fi

results=deploy/k6/results
mkdir -p "$results"
rm -f "$results/public-mix.txt" "$results/public-mix.json"
started="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
set +e
k6 run --quiet \
  -e BASE_URL="$base_url" \
  -e SUMMARY_FILE="$results/public-mix.txt" \
  -e SUMMARY_JSON="$results/public-mix.json" \
  deploy/k6/public-mix.js
status=$?
set -e

cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
memory="$(awk '/^MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
{
  echo "Rawi load test: public mix, $started"
  echo "  machine           $(nproc) cores, ${cpu:-unknown CPU}, $memory, $(uname -sr)"
  echo "  tools             $(k6 version | head -1), node $(node --version)"
  echo "  commit            $(git rev-parse --short HEAD 2>/dev/null || echo none)"
  echo "  k6 exit status    $status ($([ "$status" = 0 ] && echo 'all thresholds held' || echo 'a threshold failed'))"
  echo
  cat "$results/public-mix.txt" 2>/dev/null || echo "k6 wrote no summary: see its output above."
} > "$results/summary.txt"
echo "Summary written to $results/summary.txt"
exit "$status"
