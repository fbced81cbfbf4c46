#!/usr/bin/env bash
# The README's PostgreSQL start, run as written: the bash block under "## Running on PostgreSQL" is read from
# README.md (so the two cannot drift), with only a throwaway database name and a free port put in place of `merch`
# and 3000. It must start the production build, print the demo accounts and the truth about payments and mail,
# let the demo manager sign in through the real next-auth endpoints, stop cleanly, and print no DeprecationWarning,
# no "[unexpected-error]" (a stack trace) and no refusal to start.
set -euo pipefail
cd "$(dirname "$0")/.."

block=$(awk '/^## Running on PostgreSQL/ { section = 1; next } /^## / { section = 0 }
  section && /^```bash$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' README.md)
if [ -z "$block" ]; then echo "README.md has no bash block under '## Running on PostgreSQL'" >&2; exit 1; fi

db="merch_ci_$$_${RANDOM}"
port=$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
commands=$(printf '%s\n' "$block" | sed -E "s#^createdb merch\$#createdb $db#; s#/merch([^A-Za-z0-9_]|\$)#/$db\1#g; s#localhost:3000#localhost:$port#g")
if ! grep -q "createdb $db" <<<"$commands" || ! grep -q "/$db" <<<"$commands"; then
  echo "The README's PostgreSQL commands no longer name the database 'merch' where this step expects it:" >&2
  printf '%s\n' "$block" >&2
  exit 1
fi
printf 'Running, from README.md:\n%s\n' "$commands"

log=$(mktemp)
export PORT="$port" NODE_OPTIONS="${NODE_OPTIONS:-} --trace-deprecation"
set -m # the commands get their own process group: the stop reaches npm, its shell and the server alike
bash -c "$commands" > "$log" 2>&1 &
group=$!
set +m

stop() {
  if kill -0 "$group" 2> /dev/null; then
    kill -TERM -- "-$group" 2> /dev/null || true
    for _ in $(seq 1 30); do kill -0 "$group" 2> /dev/null || break; sleep 1; done
    kill -KILL -- "-$group" 2> /dev/null || true
  fi
  wait "$group" 2> /dev/null || true
}
finish() {
  stop
  dropdb -h 127.0.0.1 -U postgres --if-exists "$db" > /dev/null 2>&1 || dropdb --if-exists "$db" > /dev/null 2>&1 || true
  rm -f "$log"
}
trap finish EXIT
failed() {
  echo "README PostgreSQL start: $1" >&2
  echo "--- server output ---" >&2
  cat "$log" >&2
  exit 1
}

# Ready once the database is migrated and the demo seeded: the banner then lists the demo accounts.
for second in $(seq 1 600); do
  grep -q 'Demo accounts (password Demo-2024!)' "$log" && break
  grep -q '^MerchStand cannot start' "$log" && failed "the server refused to start"
  kill -0 "$group" 2> /dev/null || failed "the server exited"
  [ "$second" -eq 600 ] && failed "not ready after 600 s (a build included)"
  sleep 1
done

node .ci/sign-in-demo.mjs "http://localhost:$port" || failed "the demo manager could not sign in"
stop

grep -q 'DeprecationWarning' "$log" && failed "a DeprecationWarning was printed"
grep -q '\[unexpected-error\]' "$log" && failed "an unexpected error was logged"
grep -q 'E-mails are not sent.*outbox' "$log" && [ -z "${SMTP_URL:-}" ] && failed "the banner promises an outbox that production does not write"
echo "--- server output ---"
cat "$log"
echo "README PostgreSQL start: started, signed in, stopped cleanly, no warning"
