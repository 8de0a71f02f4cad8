# Helpers for the end-to-end scripts: a tmux session named by `$session`, its screen, waits for
# what it shows, and keys typed into it. Source it after setting `session`.

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
hides() { wait_for "no '$1'" sh -c "! grep -qF -- '$1'"; }
keys() { tmux send-keys -t "$session" "$@"; }
# Runs a command in a new 80x24 pane; when it exits, the pane says how.
start() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x 80 -y 24 "$*; echo \"demo exited with \$?\"; sleep 30"
}
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
