#!/usr/bin/env bash
# End to end: runs `tic-tac-toe` in a real terminal (a tmux pane), logs in with the demo account
# that needs a second factor, names the players, plays a game to a win, plays again, quits the
# game and logs out. Takes the built binary's path.
set -euo pipefail

game="$1"
session="tic-tac-toe-e2e-$$"
source "$(dirname "$0")/e2e-lib.sh"

start "$(printf '%q' "$game")"
shows "Log in to play."
keys Tab "2fa@pointfree.co" Tab "password" Enter
shows "Two-factor authentication"
keys "1234" Enter
shows "New game"
keys Tab "Ann" Tab "Bob" Enter
shows "Ann plays"
# Focus is on the first free square, and goes back to the first free square after each move:
# Enter seven times fills the squares in reading order, and ❌ completes the diagonal from the
# top right.
for move in 1 2 3 4 5 6 7; do
  keys Enter
  if [ "$move" -lt 7 ]; then
    if [ $((move % 2)) -eq 1 ]; then shows "Bob plays"; else shows "Ann plays"; fi
  fi
done
shows "Ann wins!"
shows "[Play again] [Quit]"
keys Enter                  # focus moved to "Play again"
shows "Ann plays"
hides "wins!"
keys Escape                 # closes the game
shows "[Let's play!] [Log out]"
hides "Ann plays"
keys Tab Tab Enter          # from the second name to "Log out"
shows "Log in to play."
keys C-c
shows "demo exited with 0"
echo "tic-tac-toe: logged in with a second factor, won a game, played again, logged out"
