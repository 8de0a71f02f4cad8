#!/usr/bin/env bash
# End to end: runs `counter-demo` in a real terminal (a tmux pane), types into it as a person
# would, and checks what the screen shows after each key: first the full-screen app, then the
# line-by-line `--plain` mode; last, the full-screen app with its output piped, as a script would
# run it. Takes the built binary's path.
set -euo pipefail

demo="$1"
session="counter-demo-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"
last_count_is() { wait_for "'$1' as the last count" sh -c "grep -o 'count: -*[0-9]*' | tail -n 1 | grep -qxF -- '$1'"; }

# Full screen: focus moves with Tab, Enter presses, the fact shows in an alert.
start "$(printf '%q' "$demo")"
shows "Counter + number fact"
last_count_is "count: 0"
shows "[+]"
keys Tab Tab Enter          # focus "-", then "+", press it
last_count_is "count: 1"
keys Enter
last_count_is "count: 2"
keys BTab Enter             # back to "-"
last_count_is "count: 1"
keys Tab Tab Enter          # "Number fact"
shows "1 is odd"
shows "[OK]"
keys Enter                  # the alert's OK dismisses it; focus goes back to "Number fact"
hides "1 is odd"
keys Enter                  # the fact again
shows "1 is odd"
keys Escape                 # Escape closes the alert
hides "1 is odd"
keys BTab Enter             # "+" again
last_count_is "count: 2"
keys C-c
shows "demo exited with 0"
hides "Counter + number fact"   # the alternate screen is gone: the terminal is restored

# Line by line.
start "$(printf '%q' "$demo") --plain"
shows "Commands: + (increment)"
last_count_is "count: 0"
keys "+" Enter
last_count_is "count: 1"
keys "-" Enter
last_count_is "count: 0"
keys "hello" Enter
shows "unknown command 'hello'"
keys "q" Enter
shows "demo exited with 0"

# Piped: frames come out as plain text, and keys still come in.
output="$(printf '\t\t\r\r' | "$demo")"
if ! grep -qF "count: 2" <<<"$output"; then
  echo "error: piped counter-demo never showed 'count: 2'; it printed:" >&2
  echo "$output" >&2
  exit 1
fi
# A word it does not take: refused on standard error with status 2, before anything starts.
status=0
error="$("$demo" --plian 2>&1 >/dev/null)" || status=$?
expected="counter-demo: unknown option '--plian'; see counter-demo --help"
if [ "$status" -ne 2 ] || ! grep -qF "$expected" <<<"$error"; then
  echo "error: 'counter-demo --plian' exited with $status and said: $error" >&2
  exit 1
fi
echo "counter-demo answered every key in a real terminal, line by line, and piped;" \
  "it refused a misspelt option"
