#!/usr/bin/env bash
# Drags and flings the card of a live dance-window with a real mouse and presses the showcase
# keys on a real keyboard (xdotool), then checks the card's story and what each key did. Run inside an X server, e.g. under xvfb-run. Usage:
#   live-drag.sh BIN_DIR OUT_DIR
set -euo pipefail
bin=$1
out=$2
"$bin/dance-window" --exit-after 8 --state-out "$out/live.json" &
app=$!
window=$(xdotool search --sync --name 'drag the card' | head -n 1)
sleep 1
# Press on the card (centre 150, 150), throw it right and down in 16 ms steps, let go.
moves=()
for step in 1 2 3 4 5 6 7 8; do
    moves+=(mousemove --window "$window" $((150 + 24 * step)) $((150 + 8 * step)) sleep 0.016)
done
xdotool mousemove --window "$window" 150 150 sleep 0.1 mousedown 1 sleep 0.1 \
    "${moves[@]}" mouseup 1
# Pause the showcase, scrub it back, reverse it, speed it up, resume.
xdotool windowfocus --sync "$window" key --delay 50 space Left r plus space
wait "$app"
"$bin/dance-window-check" live "$out/live.json" --keys space,left,r,plus,space
