#!/usr/bin/env bash
# Verifies that everything Segue builds against, loads at run time or runs in
# its tests is present, and names each missing thing with the Debian package
# that provides it. `make deps` runs it after installing APT_PACKAGES.
set -u
missing=()

# Linked through pkg-config (Package.swift's system libraries).
for pair in cairo:libcairo2-dev pixman-1:libpixman-1-dev sdl2:libsdl2-dev; do
  module=${pair%%:*}; package=${pair#*:}
  pkg-config --exists "$module" 2>/dev/null || missing+=("pkg-config module '$module' (Debian package $package)")
done
# SDL's header is included by path (Sources/CSDL2/shim.h).
[ -f /usr/include/SDL2/SDL.h ] || missing+=("/usr/include/SDL2/SDL.h (Debian package libsdl2-dev)")

# Opened with dlopen at run time (Sources/OpenQuartzCore/Render/Pango.swift).
for pair in libpangocairo-1.0.so.0:libpangocairo-1.0-0 libpango-1.0.so.0:libpango-1.0-0 libgobject-2.0.so.0:libglib2.0-0; do
  library=${pair%%:*}; package=${pair#*:}
  ldconfig -p 2>/dev/null | grep -q "^[[:space:]]*$library " || missing+=("shared library $library (Debian package $package)")
done

# Fonts the renderer and the text tests ask fontconfig for.
if command -v fc-list >/dev/null 2>&1; then
  fc-list 2>/dev/null | grep -q "DejaVu Sans" || missing+=("font DejaVu Sans (Debian package fonts-dejavu-core)")
  fc-list 2>/dev/null | grep -q "WenQuanYi Micro Hei" || missing+=("font WenQuanYi Micro Hei (Debian package fonts-wqy-microhei)")
else
  missing+=("program fc-list (Debian package fontconfig)")
fi

# Programs the window-host tests run, and the video encoder (recordings, the gallery's export).
for pair in Xvfb:xvfb xdotool:xdotool import:imagemagick ffmpeg:ffmpeg ffprobe:ffmpeg; do
  program=${pair%%:*}; package=${pair#*:}
  command -v "$program" >/dev/null 2>&1 || missing+=("program $program (Debian package $package)")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "make deps: still missing after installing the package list:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 1
fi
