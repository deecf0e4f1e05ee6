#!/usr/bin/env bash
# Instruction counts of the engine benchmarks, which repeat exactly (wall-clock
# figures swing about 2x on a shared machine). Runs segue-bench under
# callgrind and reads the inclusive cost of the measured functions:
#   animation evaluation: FrameLoop.evaluateAnimations(at:), per layer-frame
#                         (250 calls over 10,000 layers: 10 warm-up frames + 240 measured);
#   UIView.animate call:  UIView.animate(withDuration:animations:), per call on 1,000 views (20 calls);
#   navigation round trip: the whole navigation benchmark over its 2,020 push+pop round trips (20 warm-up + 2,000).
# Usage: scripts/bench-callgrind.sh [path/to/segue-bench]   (default: the release build)
set -euo pipefail
bench="${1:-.build/release/segue-bench}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

inclusive() { # file symbol-pattern -> inclusive Ir of the first matching function
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null \
        | grep -E "$2" | head -1 | awk '{ gsub(",", "", $1); print $1 }'
}

SEGUE_BENCH=engine valgrind --tool=callgrind --callgrind-out-file="$out/engine" "$bench" >/dev/null 2>&1
eval_ir=$(inclusive "$out/engine" 'FrameLoopC18evaluateAnimations2atySd_tF')
echo "callgrind: animation_eval_per_layer_frame = $(( eval_ir / (250 * 10000) )) Ir/layer-frame"

SEGUE_BENCH=views valgrind --tool=callgrind --callgrind-out-file="$out/views" "$bench" >/dev/null 2>&1
call_ir=$(inclusive "$out/views" 'UIViewC7animate12withDuration10animationsySd_yyctFZ')
echo "callgrind: uiview_animate_call_1000_views = $(( call_ir / 20 )) Ir/call"

SEGUE_BENCH=navigation valgrind --tool=callgrind --callgrind-out-file="$out/navigation" "$bench" >/dev/null 2>&1
total_ir=$(callgrind_annotate "$out/navigation" 2>/dev/null | grep -E "PROGRAM TOTALS" | awk '{ gsub(",", "", $1); print $1 }')
echo "callgrind: navigation_round_trip = $(( total_ir / 2020 )) Ir/round trip"
