#!/usr/bin/env bash
# End to end: runs `search` in a real terminal (a tmux pane) recording the session, types a
# city's name, chooses a result and sees its forecast, quits, and reads the recording back with
# session-timeline. Takes the built binaries' paths: search, then session-timeline.
set -euo pipefail

search="$1"
timeline="$2"
session="search-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"
recording="$(mktemp -d)/search.jsonl"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$(dirname "$recording")"' EXIT

start "$(printf '%q' "$search") --record $(printf '%q' "$recording")"
shows "Weather search"
shows "Type a city's name."
keys Tab "osl"              # the field, then the name, typed
shows "[Oslo, Norway]"
shows "1 city"
keys Tab Enter              # the result
shows "Forecast for Oslo, Norway"
shows "° / "
keys C-c
shows "demo exited with 0"

test -s "$recording"
"$timeline" "$recording" > "$recording.timeline"
grep -q "resultTapped" "$recording.timeline"
grep -q "forecastResponse" "$recording.timeline"
echo "search: typed, chose a city, saw its week, and the recording reads back"
