#!/usr/bin/env bash
# End to end: runs `counter-demo` in a real terminal (a tmux pane), types into it as a person
# would, and checks what the screen shows after each command. Takes the built binary's path.
set -euo pipefail

demo="$1"
session="counter-demo-e2e-$$"
screen() { tmux capture-pane -p -t "$session"; }

# Waits up to 20 s for `check` (a command run on the screen's text) to succeed; on timeout
# prints the screen and fails, naming what it waited for.
wait_for() {
  local what="$1"
  shift
  for _ in $(seq 1 200); do
    if screen | "$@"; then return 0; fi
    sleep 0.1
  done
  echo "error: the screen never showed $what; it shows:" >&2
  screen >&2
  exit 1
}
shows() { wait_for "'$1'" grep -qF -- "$1"; }
last_count_is() { wait_for "'$1' as the last count" sh -c "grep 'count:' | tail -n 1 | grep -qxF -- '$1'"; }

tmux new-session -d -s "$session" -x 80 -y 24 "$(printf '%q' "$demo"); echo 'demo exited'; sleep 30"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

shows "Commands: + (increment)"
last_count_is "count: 0"
tmux send-keys -t "$session" "+" Enter
last_count_is "count: 1"
tmux send-keys -t "$session" "+" Enter
last_count_is "count: 2"
tmux send-keys -t "$session" "-" Enter
last_count_is "count: 1"
tmux send-keys -t "$session" "hello" Enter
shows "unknown command 'hello'"
tmux send-keys -t "$session" "q" Enter
shows "demo exited"
echo "counter-demo answered every command in a real terminal"
