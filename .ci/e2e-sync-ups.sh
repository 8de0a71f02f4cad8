#!/usr/bin/env bash
# End to end: runs `sync-ups` in a real terminal (a tmux pane), creates a sync-up in the form
# sheet as a person would, quits, and runs it again to find the sync-up kept on disk. Takes the
# built binary's path.
set -euo pipefail

syncups="$1"
session="sync-ups-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"
data="$(mktemp -d)"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$data"' EXIT
run() { start "XDG_DATA_HOME=$(printf '%q' "$data") $(printf '%q' "$syncups")"; }

run
shows "Sync-ups"
shows "No sync-ups yet"
keys Tab Enter              # "Add sync-up": the form, in a sheet, its title field focused
shows "Give the sync-up a title."
keys "Design review"
shows "Add at least one attendee."
keys Tab Tab Tab            # past the length and the theme, to the first attendee's name
keys "Ann"
hides "Add at least one attendee."
keys Tab Tab Enter          # past "Remove", to "Add attendee": a second row
shows "Name"                # drawn, so that focus moves through it
keys BTab BTab "Bo"         # back to the new row's name
keys Tab Tab Tab Enter      # past "Remove" and "Add attendee", to "Save"
shows "Design review · 2 attending · 5 min"
hides "No sync-ups yet"
keys C-c
shows "demo exited with 0"

run                         # the sync-up was kept
shows "Design review · 2 attending · 5 min"
keys C-c
shows "demo exited with 0"
test -s "$data/sync-ups/sync-ups.json"
