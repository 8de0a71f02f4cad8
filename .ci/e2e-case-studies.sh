#!/usr/bin/env bash
# End to end: runs `case-studies` in a real terminal (a tmux pane): opens studies from the menu
# as a person would, with keys sent in bursts as a script sends them, checks what each shows,
# writes the shared-state study's note, quits, and runs it again to find the note kept on disk.
# Takes the built binary's path.
set -euo pipefail

program="$1"
session="case-studies-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"
data="$(mktemp -d)"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$data"' EXIT
# What the program reports (a runtime warning, say) goes to a file, which must stay empty.
run() {
  local environment program_path errors
  environment="XDG_DATA_HOME=$(printf '%q' "$data")"
  program_path="$(printf '%q' "$program")"
  errors="$(printf '%q' "$data/stderr")"
  start "$environment $program_path 2>>$errors"
}

run
shows "Case studies"
shows "[View identity]"
keys Tab Tab Enter          # "Optional state"
shows "No counter: its state is nil."
keys Tab Tab Enter          # "Add a counter" (after the back button)
shows "[-] 0 [+]"
keys Tab Tab Enter          # its "+"
shows "[-] 1 [+]"
keys Escape                 # back to the menu
shows "[View identity]"
hides "No counter"

# Reusable components, a favorite tapped, and the screen left before the save answers; then,
# in the same burst, the third entry of the menu: keys after a pop go to the menu.
keys Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Tab Enter
shows "Reusable components"
shows "Lanterns at Dusk"
keys Tab Tab Tab Tab Enter BTab BTab BTab Enter Tab Tab Tab Enter
shows "Two features, one shared count"
keys Tab Tab Tab Enter      # the first counter's "+" (after "‹ Back" and its "-"): both show it
shows "First feature:  [-] 1 [+]"
shows "Second feature: [-] 1 [+]"
keys Tab Tab Tab "Buy lemons"   # past the second counter's buttons, into the note
shows "Buy lemons"
keys C-c
shows "demo exited with 0"

run                         # the note was kept; the in-memory count was not
keys Tab Tab Tab Enter
shows "Buy lemons"
shows "First feature:  [-] 0 [+]"
keys C-c
shows "demo exited with 0"
test -s "$data/case-studies/note.json"
if [ -s "$data/stderr" ]; then
  echo "error: case-studies reported:" >&2
  cat "$data/stderr" >&2
  exit 1
fi
echo "case-studies: opened studies, left one with a save in flight, and found its note again"
