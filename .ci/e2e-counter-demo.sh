#!/usr/bin/env bash
# End to end: runs `counter-demo` in a real terminal (a tmux pane), types into it as a person
# would, and checks what the screen shows after each command. Takes the built binary's path.
set -euo pipefail

demo="$1"
session="counter-demo-e2e-$$"
screen() { tmux capture-pane -p -t "$session"; }

# Waits up to 20 s for the screen to show `text`; on timeout prints the screen and fails.
expect_screen() {
  local text="$1"
  for _ in $(seq 1 200); do
    if screen | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  echo "error: the screen never showed '$text'; it shows:" >&2
  screen >&2
  exit 1
}

tmux new-session -d -s "$session" -x 80 -y 24 "$demo; echo 'demo exited'; sleep 30"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

expect_screen "Commands: + (increment)"
expect_screen "count: 0"
tmux send-keys -t "$session" "+" Enter
expect_screen "count: 1"
tmux send-keys -t "$session" "+" Enter
expect_screen "count: 2"
tmux send-keys -t "$session" "-" Enter
# The newest line shows the count after the decrement.
for _ in $(seq 1 200); do
  if [ "$(screen | grep 'count:' | tail -n 1)" = "count: 1" ]; then break; fi
  sleep 0.1
done
[ "$(screen | grep 'count:' | tail -n 1)" = "count: 1" ] || { screen >&2; exit 1; }
tmux send-keys -t "$session" "hello" Enter
expect_screen "unknown command 'hello'"
tmux send-keys -t "$session" "q" Enter
expect_screen "demo exited"
echo "counter-demo answered every command in a real terminal"
