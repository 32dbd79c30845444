// The named colour palettes of the demo artwork (three colours each).

export type Rgb = readonly [number, number, number];

export const PALETTES: readonly { name: string; colors: readonly [Rgb, Rgb, Rgb] }[] = [
  {
    name: 'Sunset',
    colors: [
      [255, 94, 77],
      [255, 195, 113],
      [92, 37, 102],
    ],
  },
  {
    name: 'Teal & amber',
    colors: [
      [0, 109, 119],
      [255, 183, 3],
      [237, 246, 249],
    ],
  },
  {
    name: 'Ocean',
    colors: [
      [2, 62, 138],
      [72, 202, 228],
      [202, 240, 248],
    ],
  },
  {
    name: 'Forest',
    colors: [
      [27, 67, 50],
      [149, 213, 178],
      [255, 214, 102],
    ],
  },
  {
    name: 'Lavender',
    colors: [
      [90, 24, 154],
      [224, 170, 255],
      [255, 255, 255],
    ],
  },
  {
    name: 'Citrus',
    colors: [
      [255, 214, 10],
      [255, 112, 0],
      [0, 48, 73],
    ],
  },
  {
    name: 'Ember',
    colors: [
      [55, 6, 23],
      [232, 93, 4],
      [250, 163, 7],
    ],
  },
  {
    name: 'Glacier',
    colors: [
      [202, 240, 248],
      [0, 119, 182],
      [3, 4, 94],
    ],
  },
  {
    name: 'Dusk',
    colors: [
      [43, 45, 66],
      [141, 153, 174],
      [239, 35, 60],
    ],
  },
  {
    name: 'Coral',
    colors: [
      [255, 127, 80],
      [255, 229, 217],
      [0, 95, 115],
    ],
  },
  {
    name: 'Mint',
    colors: [
      [216, 243, 220],
      [45, 106, 79],
      [244, 162, 97],
    ],
  },
  {
    name: 'Slate',
    colors: [
      [52, 58, 64],
      [173, 181, 189],
      [255, 209, 102],
    ],
  },
];
