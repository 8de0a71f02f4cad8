#!/usr/bin/env bash
# End to end: runs `todos` in a real terminal (a tmux pane), adds a todo, types it and checks it
# off as a person would, quits, and runs it again to find the todo kept on disk; then records a
# session with --record and reads it with session-timeline. Takes the built binaries' paths:
# todos, then session-timeline.
set -euo pipefail

todos="$1"
timeline="$2"
session="todos-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"
data="$(mktemp -d)"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$data"' EXIT
run() { start "XDG_DATA_HOME=$(printf '%q' "$data") $(printf '%q' "$todos")"; }

run
shows "Todos"
shows "0 left"
keys Tab Enter              # "Add Todo" (nothing is completed, so "Clear Completed" takes no focus)
shows "Untitled Todo"
keys "Buy milk"             # the new todo's text has focus
shows "Buy milk"
shows "1 left"
keys BTab Space             # its checkbox, checked
shows "[x]  Buy milk"
shows "0 left"
keys C-c
shows "demo exited with 0"

run                         # the todo was kept
shows "[x]  Buy milk"
shows "0 left"
keys Tab Enter              # "Clear Completed", enabled now
hides "Buy milk"
keys C-c
shows "demo exited with 0"

run                         # and so was clearing it
shows "0 left"
hides "Buy milk"
keys C-c
shows "demo exited with 0"
test -s "$data/todos/todos.json"

# A session recorded (its actions hold a binding action, which is not Codable), then read.
start "XDG_DATA_HOME=$(printf '%q' "$data") $(printf '%q' "$todos") \
  --record $(printf '%q' "$data/session.jsonl")"
shows "0 left"
keys Tab Enter              # "Add Todo"
shows "Untitled Todo"
keys "Tea"
shows "1 left"
keys C-c
shows "demo exited with 0"
"$timeline" "$data/session.jsonl" > "$data/session.timeline"
grep -q "TodosApp.Action.addTodoButtonTapped" "$data/session.timeline"
grep -qF '"Tea"' "$data/session.timeline"

echo "todos: a todo added, typed, checked off, cleared, and each step kept between runs;"
echo "  a session recorded and read back by session-timeline"
