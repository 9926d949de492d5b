#!/usr/bin/env bash
# The window example's checks; needs an X server (CI runs it under xvfb-run):
#  (a) plays the scripted drag, a drop outside the bounds, and the scene with no input on a
#      ManualClock, and checks every screenshot against the engine's presentation values;
#  (b) drags the live window with a real mouse and types the showcase keys (xdotool), and
#      checks the card flung and settled inside its bounds and each key did what it says;
#  checks the DocC article's code blocks stand in the sources, and runs a short --stats as a
#  smoke test (speed is not judged here). First, the unit tests of the window's pure parts.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_RENDER_DRIVER=${SDL_RENDER_DRIVER:-software}
swift build
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "-- unit tests: options, pointer velocity, resting bounds, mesh"
swift test

echo "-- (a) scripted drag, screenshots checked against the engine"
"$bin/dance-window" --frames 150 --screenshot "$out/scripted" \
    --script Scripts/drag-fling.txt --state-out "$out/scripted-state.json"
"$bin/dance-window-check" frames "$out/scripted"
"$bin/dance-window-check" live "$out/scripted-state.json" \
    --events grab,fling,spring-back,settle --keys space,left,left,r,space,plus

echo "-- (a) scripted drop outside the bounds"
"$bin/dance-window" --frames 120 --screenshot "$out/dropped" \
    --script Scripts/drop-outside.txt --state-out "$out/dropped-state.json"
"$bin/dance-window-check" frames "$out/dropped"
"$bin/dance-window-check" live "$out/dropped-state.json" --events grab,spring-back,settle

echo "-- (a) no input"
"$bin/dance-window" --frames 90 --screenshot "$out/still"
"$bin/dance-window-check" frames "$out/still"

echo "-- (b) live drag and keys with xdotool"
timeout 60 Scripts/live-drag.sh "$bin" "$out"

echo "-- WritingAFrameClock.md shows the example's code"
"$bin/dance-window-check" snippets ../../Sources/Dance/Dance.docc/WritingAFrameClock.md Sources

echo "-- --stats smoke test"
"$bin/dance-window" --stats --nodes 2000 --duration 2
