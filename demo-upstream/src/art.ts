// Synthetic artwork for the demo media: seeded gradients, circles, stripes, rings and waves.
// Abstract shapes and colours only, so the demo never shows anything resembling a person.
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { PALETTES, type Rgb } from './palettes.js';
import { SeededRandom } from './prng.js';

interface GifencModule {
  GIFEncoder: () => {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options: { palette?: number[][]; delay?: number; repeat?: number },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  };
}
// gifenc ships CommonJS whose named exports Node's ESM loader cannot detect.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as GifencModule;

export const ART_STYLES = ['gradient', 'circles', 'stripes', 'rings', 'waves'] as const;
type ArtStyle = (typeof ART_STYLES)[number];

interface Circle {
  cx: number; // fractions of width/height
  cy: number;
  r: number; // fraction of the shorter side
  color: Rgb;
}

export interface ArtSpec {
  style: ArtStyle;
  paletteName: string;
  colors: readonly [Rgb, Rgb, Rgb];
  angle: number;
  circles: readonly Circle[];
  bands: number;
}

export function artFor(seed: string): ArtSpec {
  const rng = new SeededRandom(`art:${seed}`);
  const palette = rng.pick(PALETTES);
  const [c0, c1, c2] = palette.colors;
  const circles: Circle[] = [];
  const circleCount = rng.int(3, 7);
  for (let i = 0; i < circleCount; i++) {
    circles.push({ cx: rng.next(), cy: rng.next(), r: 0.08 + rng.next() * 0.22, color: rng.pick([c2, c0, c1, c2]) });
  }
  return {
    style: rng.pick(ART_STYLES),
    paletteName: palette.name,
    colors: palette.colors,
    angle: rng.next() * Math.PI * 2,
    circles,
    bands: rng.int(5, 14),
  };
}

/** A neutral, non-descriptive title such as "Sunset gradient #12". */
export function artTitle(seed: string, number: number): string {
  const art = artFor(seed);
  return `${art.paletteName} ${art.style} #${number}`;
}

/** Flairs the demo communities use: neutral moods, on about two posts in three. */
const DEMO_FLAIRS = ['Calm', 'Bright', 'Soft', 'Bold'] as const;

/** A post's flair, or null: seeded by its own id so it never shifts the community's other choices. */
export function flairFor(seed: string): string | null {
  const rng = new SeededRandom(`flair:${seed}`);
  return rng.chance(2 / 3) ? rng.pick(DEMO_FLAIRS) : null;
}

/** The video host's tags for a clip: its palette and style words, as uploaders tag by look. */
export function videoTagsFor(seed: string): string[] {
  const art = artFor(seed);
  return [art.paletteName, art.style, 'Motion'];
}

function mix(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Paints the still artwork into an RGB buffer (3 bytes per pixel). */
function paintRgb(art: ArtSpec, width: number, height: number): Buffer {
  const out = Buffer.allocUnsafe(width * height * 3);
  const [c0, c1, c2] = art.colors;
  const cos = Math.cos(art.angle);
  const sin = Math.sin(art.angle);
  const short = Math.min(width, height);
  const period = short / art.bands;
  const circles = art.circles.map((c) => ({
    x: c.cx * width,
    y: c.cy * height,
    r2: (c.r * short) ** 2,
    color: c.color,
  }));
  let o = 0;
  for (let y = 0; y < height; y++) {
    const ny = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const nx = x / width - 0.5;
      const t = Math.min(1, Math.max(0, (nx * cos + ny * sin) * 0.9 + 0.5));
      let r = mix(c0[0], c1[0], t);
      let g = mix(c0[1], c1[1], t);
      let b = mix(c0[2], c1[2], t);
      let accent = 0;
      switch (art.style) {
        case 'gradient':
          break;
        case 'circles':
          for (const c of circles) {
            const dx = x - c.x;
            const dy = y - c.y;
            if (dx * dx + dy * dy < c.r2) {
              r = mix(r, c.color[0], 0.8);
              g = mix(g, c.color[1], 0.8);
              b = mix(b, c.color[2], 0.8);
            }
          }
          break;
        case 'stripes':
          accent = Math.floor((x * sin - y * cos + width + height) / period) & 1 ? 0.35 : 0;
          break;
        case 'rings': {
          const dx = x - width / 2;
          const dy = y - height / 2;
          accent = Math.floor(Math.sqrt(dx * dx + dy * dy) / (period * 0.6)) & 1 ? 0.45 : 0;
          break;
        }
        case 'waves':
          accent = Math.floor((y + Math.sin(x / (period * 0.8)) * period * 0.5) / period) & 1 ? 0.3 : 0;
          break;
      }
      if (accent > 0) {
        r = mix(r, c2[0], accent);
        g = mix(g, c2[1], accent);
        b = mix(b, c2[2], accent);
      }
      out[o++] = r;
      out[o++] = g;
      out[o++] = b;
    }
  }
  return out;
}

/** A PNG of the seed's artwork; RGB with the cheap "sub" filter keeps a 1080x1350 render fast. */
export function renderPng(seed: string, width: number, height: number): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = paintRgb(artFor(seed), width, height);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 1, deflateLevel: 3 });
}

/** A JPEG of the seed's artwork, as the forum's preview host serves its scaled renditions. */
export function renderJpeg(seed: string, width: number, height: number, quality = 60): Buffer {
  const rgb = paintRgb(artFor(seed), width, height);
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    rgba[o] = rgb[i] ?? 0;
    rgba[o + 1] = rgb[i + 1] ?? 0;
    rgba[o + 2] = rgb[i + 2] ?? 0;
  }
  return jpeg.encode({ width, height, data: rgba }, quality).data;
}

const GIF_FRAMES = 48;
const GIF_FRAME_DELAY_MS = 60;
const GIF_RAMP = 12;

/** An endlessly looping GIF: the gradient stays, one disc travels a closed path. */
export function renderGif(seed: string, width: number, height: number): Buffer {
  const art = artFor(seed);
  const [c0, c1, c2] = art.colors;
  const palette: number[][] = [];
  for (let i = 0; i < GIF_RAMP; i++) {
    const t = i / (GIF_RAMP - 1);
    palette.push([
      Math.round(mix(c0[0], c1[0], t)),
      Math.round(mix(c0[1], c1[1], t)),
      Math.round(mix(c0[2], c1[2], t)),
    ]);
  }
  const discIndex = palette.length;
  palette.push([c2[0], c2[1], c2[2]]);
  while (palette.length < 16) palette.push([0, 0, 0]);

  const cos = Math.cos(art.angle);
  const sin = Math.sin(art.angle);
  const background = new Uint8Array(width * height);
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, ((x / width - 0.5) * cos + (y / height - 0.5) * sin) * 0.9 + 0.5));
      background[o++] = Math.round(t * (GIF_RAMP - 1));
    }
  }

  const radius = Math.min(width, height) * 0.14;
  const gif = GIFEncoder();
  const frame = new Uint8Array(width * height);
  for (let f = 0; f < GIF_FRAMES; f++) {
    frame.set(background);
    const phase = (f / GIF_FRAMES) * Math.PI * 2;
    const cx = width / 2 + (width / 2 - radius) * Math.sin(phase);
    const cy = height / 2 + (height / 2 - radius) * Math.sin(phase * 2);
    const y0 = Math.max(0, Math.floor(cy - radius));
    const y1 = Math.min(height - 1, Math.ceil(cy + radius));
    const x0 = Math.max(0, Math.floor(cx - radius));
    const x1 = Math.min(width - 1, Math.ceil(cx + radius));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) frame[y * width + x] = discIndex;
      }
    }
    // The first frame's palette becomes the global table; later frames reuse it.
    gif.writeFrame(
      frame,
      width,
      height,
      f === 0 ? { palette, delay: GIF_FRAME_DELAY_MS, repeat: 0 } : { delay: GIF_FRAME_DELAY_MS },
    );
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}
