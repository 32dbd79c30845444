#!/usr/bin/env bash
# Generates the demo video host's clips: short, silent, synthetic (colour gradients with a moving
# shape), WebM so Chromium plays them without proprietary codecs. Run once; the output is committed.
#
#   apt-get install -y ffmpeg            # needs ffmpeg + ffprobe with libvpx
#   bash demo-upstream/scripts/generateVideos.sh
#
# Writes demo-upstream/media/<name>.webm (HD rendition, VP9), <name>-sd.webm (half size, VP8) and
# manifest.json, which the demo server reads to answer gif lookups (size, duration, codec).
# Each clip loops seamlessly: the shape's path and the gradient's rotation have period = duration.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/.." && pwd)/media"
mkdir -p "$OUT"
FPS=24

command -v ffmpeg >/dev/null || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }
command -v ffprobe >/dev/null || { echo "ffprobe not found: apt-get install -y ffmpeg" >&2; exit 1; }

# name width height seconds colour0 colour1 shapeColour gradientType
CLIPS=(
  "drift-landscape 480 270 2 0x1d3557 0xe63946 0xf1faee linear"
  "tide-portrait 270 480 3 0x264653 0x2a9d8f 0xe9c46a radial"
  "orbit-square 360 360 4 0x3a0ca3 0x4cc9f0 0xf72585 circular"
  "lantern-classic 480 360 5 0x2b2d42 0xef233c 0xedf2f4 linear"
  "meadow-tall 320 480 6 0x081c15 0x74c69d 0xffd166 spiral"
  "ember-wide 480 200 3.5 0x370617 0xf48c06 0xfaa307 radial"
)

render() {
  local out="$1" w="$2" h="$3" secs="$4" c0="$5" c1="$6" shape="$7" gtype="$8" codec="$9"
  local d=$(( (w < h ? w : h) / 4 ))
  local r=$(( d / 2 - 1 ))
  # gradients' speed is radians per frame; pick one full turn per clip so the loop has no seam.
  local speed
  speed="$(awk -v s="$secs" -v f="$FPS" 'BEGIN { printf "%.6f", 6.283185 / (s * f) }')"
  local codec_args
  if [[ "$codec" == vp9 ]]; then
    codec_args=(-c:v libvpx-vp9 -b:v 0 -crf 34 -row-mt 1 -deadline good -cpu-used 2)
  else
    codec_args=(-c:v libvpx -b:v 400k -crf 20 -deadline good -cpu-used 2 -auto-alt-ref 0)
  fi
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=${w}x${h}:r=${FPS}:d=${secs}:c0=${c0}:c1=${c1}:type=${gtype}:speed=${speed}" \
    -f lavfi -i "color=c=${shape}:s=${d}x${d}:r=${FPS}:d=${secs},format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lte(hypot(X-${d}/2,Y-${d}/2),${r}),255,0)'" \
    -filter_complex "[0][1]overlay=x='(W-w)/2+(W-w)/2*sin(2*PI*t/${secs})':y='(H-h)/2+(H-h)/2*sin(4*PI*t/${secs})':shortest=1,format=yuv420p" \
    -an "${codec_args[@]}" -g $(( FPS * 2 )) "$out"
}

manifest="["
sep=""
for spec in "${CLIPS[@]}"; do
  read -r name w h secs c0 c1 shape gtype <<<"$spec"
  sw=$(( w / 2 / 2 * 2 )); sh=$(( h / 2 / 2 * 2 ))
  render "$OUT/$name.webm" "$w" "$h" "$secs" "$c0" "$c1" "$shape" "$gtype" vp9
  render "$OUT/$name-sd.webm" "$sw" "$sh" "$secs" "$c0" "$c1" "$shape" "$gtype" vp8
  dur="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$name.webm")"
  manifest+="${sep}
  {\"name\": \"$name\", \"durationSec\": $dur,
   \"hd\": {\"file\": \"$name.webm\", \"width\": $w, \"height\": $h, \"codec\": \"vp9\", \"bytes\": $(stat -c %s "$OUT/$name.webm")},
   \"sd\": {\"file\": \"$name-sd.webm\", \"width\": $sw, \"height\": $sh, \"codec\": \"vp8\", \"bytes\": $(stat -c %s "$OUT/$name-sd.webm")}}"
  sep=","
done
manifest+="
]"
printf '%s\n' "$manifest" >"$OUT/manifest.json"
du -ch "$OUT"/*.webm | tail -1
