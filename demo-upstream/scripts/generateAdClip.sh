#!/usr/bin/env bash
# Generates the demo VAST ad's clip: 5 s, silent, synthetic (a gradient, a sweeping bar and the words
# "DEMO AD"), in two WebM renditions so players can pick the one closest to their size. Run once;
# the output is committed. Sizes and duration must match AD_CLIP_RENDITIONS in src/vastAds.ts.
#
#   apt-get install -y ffmpeg fonts-dejavu-core
#   bash demo-upstream/scripts/generateAdClip.sh
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/.." && pwd)/media"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SECS=5
FPS=24
command -v ffmpeg >/dev/null || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }
[[ -f "$FONT" ]] || { echo "$FONT not found: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

render() {
  local w="$1" h="$2" codec_args
  if [[ "$3" == vp9 ]]; then
    codec_args=(-c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 2)
  else
    codec_args=(-c:v libvpx -b:v 300k -crf 24 -deadline good -cpu-used 2 -auto-alt-ref 0)
  fi
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=${w}x${h}:r=${FPS}:d=${SECS}:c0=0x0b3d91:c1=0x2ec4b6:type=linear:speed=0.02" \
    -vf "drawbox=x='mod(t*${w}/${SECS},${w})':y=0:w=$(( w / 16 )):h=ih:color=white@0.35:t=fill,drawtext=fontfile=${FONT}:text='DEMO AD':fontcolor=white:fontsize=$(( h / 6 )):x=(w-text_w)/2:y=(h-text_h)/2,format=yuv420p" \
    -an "${codec_args[@]}" -g $(( FPS * 2 )) "$OUT/demo-ad-${w}x${h}.webm"
}

render 640 360 vp9
render 320 180 vp8
ls -l "$OUT"/demo-ad-*.webm
