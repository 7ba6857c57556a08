#!/usr/bin/env bash
# Runs the README's test command (`npm test`) N times on a fresh clone of the current commit,
# with CPU-hogging processes beside it, and prints how many runs passed.
#
#   npm run test:repeat -- 10                 # embedded database (PGlite)
#   DATABASE_URL=postgres://... npm run test:repeat -- 3
#
# What it tests is HEAD as committed: uncommitted changes are not in the clone.
# node_modules: when the clone's package-lock.json is the same as this checkout's, the
# installed node_modules is hard-linked into the clone (cp -al: seconds instead of minutes,
# no disk used); otherwise, or with FLAKE_CHECK_INSTALL=1, it runs `npm install` there.
# FLAKE_CHECK_HOGS (default 2) sets how many busy loops run beside the tests.
# Logs of every run are kept in the folder printed at the end.
set -euo pipefail

runs="${1:-10}"
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: npm run test:repeat -- N   (N runs, default 10)" >&2
  exit 2
fi
hogs="${FLAKE_CHECK_HOGS:-2}"

root="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
sha="$(git -C "$root" rev-parse HEAD)"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "note: uncommitted changes in $root are not tested (the clone is of HEAD $sha)"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/coachos-flake-XXXXXX")"
clone="$work/clone"
logs="$work/logs"
mkdir -p "$logs"
hog_pids=()
cleanup() {
  for pid in "${hog_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$clone"
}
trap cleanup EXIT INT TERM

echo "clone of $sha into $clone"
git clone --quiet --no-checkout "$root" "$clone"
git -C "$clone" checkout --quiet --detach "$sha"

if [ "${FLAKE_CHECK_INSTALL:-0}" != "1" ] && [ -d "$root/node_modules" ] && cmp -s "$root/package-lock.json" "$clone/package-lock.json"; then
  echo "node_modules: hard-linked from $root (same package-lock.json; FLAKE_CHECK_INSTALL=1 installs instead)"
  cp -al "$root/node_modules" "$clone/node_modules"
  # Caches are written in place: a linked one would be shared with the checkout.
  rm -rf "$clone/node_modules/.vite" "$clone/node_modules/.cache"
else
  echo "node_modules: npm install in the clone"
  (cd "$clone" && npm install --no-audit --no-fund >"$logs/npm-install.log" 2>&1) || {
    echo "npm install failed; see $logs/npm-install.log" >&2
    exit 1
  }
fi

for _ in $(seq "$hogs"); do
  node -e 'for (;;) {}' &
  hog_pids+=("$!")
done
echo "running npm test $runs times beside $hogs busy loop(s)${DATABASE_URL:+ (DATABASE_URL set)}"

passed=0
started=$SECONDS
for i in $(seq "$runs"); do
  t0=$SECONDS
  if (cd "$clone" && npm test >"$logs/run-$i.log" 2>&1); then
    passed=$((passed + 1))
    echo "run $i: passed ($((SECONDS - t0)) s)"
  else
    echo "run $i: FAILED ($((SECONDS - t0)) s), log: $logs/run-$i.log"
    # The failing tests' names, without colour codes.
    sed -e 's/\x1b\[[0-9;]*m//g' "$logs/run-$i.log" | grep -E '^ *(FAIL|×) ' | sort -u | head -20 | sed 's/^/    /' || true
  fi
done

echo "passed $passed/$runs runs of npm test in $((SECONDS - started)) s (logs: $logs)"
[ "$passed" -eq "$runs" ]
