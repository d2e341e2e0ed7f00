#!/usr/bin/env bash
# The README's test command (`npm test`): the build, the client tests, then the three browser parts,
# the type check, the lint and the server tests side by side. Every part runs to its end (a failure
# in one does not hide another's), and the failed tests with their errors are printed last, where
# CI's tail of the output shows them (test/failureSummary.ts writes them).
set -u
export TEST_FAILURES="$(mktemp -d)" E2E_AUDITS="$(mktemp -d)"
npm run build && npm run test:unit && concurrently -g --timings -n e2e-a,e2e-b,e2e-c,typecheck,lint,server \
  "vitest run --project e2e-a" "vitest run --project e2e-b" "vitest run --project e2e-c" \
  "nice -n 19 npm run typecheck" "nice -n 19 npm run lint" "npm run test:server"
code=$?
if compgen -G "$TEST_FAILURES/*" > /dev/null; then
  echo '--> Failed tests:'
  cat "$TEST_FAILURES"/*
fi
exit $code
