#!/usr/bin/env bash
# Browser tests on a build of their own: its own output folder, port and results folder, so several
# engineers (or agents) can run browser tests on one machine at once without clobbering dist/.
#   scripts/e2e-isolated.sh <name> <port> [playwright args...]
#   E2E_SKIP_BUILD=1 scripts/e2e-isolated.sh settings 5301 tests/e2e/settings.spec.ts   # reuse the last build
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?name}; port=${2:?port}; shift 2
out="dist-$name"
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  npx vite build --outDir "$out" --emptyOutDir --logLevel warn
  E2E_OUT_DIR="$out" npx tsx scripts/prerender.mts
fi
E2E_CAMPAIGN_FIXTURE="${E2E_CAMPAIGN_FIXTURE:-0}" E2E_PORT="$port" E2E_OUT_DIR="$out" E2E_RESULTS="test-results-$name" npx playwright test "$@"
