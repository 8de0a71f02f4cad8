#!/usr/bin/env bash
# End to end: runs `sync-ups` in a real terminal (a tmux pane), creates a sync-up in the form
# sheet as a person would, quits, and runs it again to find the sync-up kept on disk; then
# holds a meeting of it, skipping to the last speaker and saving, and finds the meeting kept.
# Takes the built binary's path.
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
keys Tab Tab Enter          # past "Add sync-up", to the sync-up: its screen, pushed
shows "None yet."
keys Tab Tab Enter          # past "Back", to "Start meeting": the meeting, pushed
shows "Speaker 1 of 2: Ann"
shows "not available on this system"
keys Escape Escape          # no way back but "End meeting": the meeting stays
keys Tab Enter              # "Next speaker" (the meeting hides the back button)
shows "Speaker 2 of 2: Bo"
keys Enter                  # the last speaker's skip asks to end the meeting
shows "End the meeting?"
keys Enter                  # "Save and end": back on the sync-up's screen, the meeting listed
shows "(no transcript)"
hides "None yet."
keys C-c
shows "demo exited with 0"

run                         # the meeting was kept with its sync-up
keys Tab Tab Enter
shows "(no transcript)"
keys Tab Tab Enter          # past "Back", to the meeting: its own screen
shows "No transcript was made."
keys C-c
shows "demo exited with 0"
test -s "$data/sync-ups/sync-ups.json"

echo "sync-ups: a sync-up created in the sheet, a meeting of it held, both kept between runs"
