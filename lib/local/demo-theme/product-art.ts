import { crc32, deflateSync } from 'node:zlib';

/** The colours of one product picture: the backdrop's top and bottom, the container and its cap. */
export interface ProductArt {
  top: string;
  bottom: string;
  body: string;
  cap: string;
  /** `bottle`: tall with a narrow cap; `jar`: wide and low; `tube`: a tall round container. */
  shape: 'bottle' | 'jar' | 'tube';
}

/** Side of the square picture, in pixels (the grid shows it at most about 300 px wide). */
const SIZE = 480;

/**
 * A product picture for the demo catalog, drawn in code so the repository ships no binary assets:
 * a vertical gradient, a soft shadow and a container in the product's colours, as a PNG.
 */
export function productArtPng(art: ProductArt): Buffer {
  const [top, bottom, body, cap] = [art.top, art.bottom, art.body, art.cap].map(rgb);
  const shape = SHAPES[art.shape];
  const rowBytes = SIZE * 3 + 1;
  const raw = Buffer.alloc(rowBytes * SIZE);
  for (let y = 0; y < SIZE; y++) {
    raw[y * rowBytes] = 0; // filter: none
    const backdrop = mix(top!, bottom!, y / (SIZE - 1));
    for (let x = 0; x < SIZE; x++) {
      const colour = shape.cap(x, y) ? cap! : shape.body(x, y) ? shade(body!, x, shape) : shadowed(backdrop, x, y);
      raw.set(colour, y * rowBytes + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];
interface Shape {
  body: (x: number, y: number) => boolean;
  cap: (x: number, y: number) => boolean;
  left: number;
  right: number;
}

const roundedBox = (left: number, top: number, right: number, bottom: number, radius: number) => (x: number, y: number) => {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};

const SHAPES: Record<ProductArt['shape'], Shape> = {
  bottle: { body: roundedBox(180, 170, 300, 400, 28), cap: roundedBox(215, 100, 265, 172, 8), left: 180, right: 300 },
  jar: { body: roundedBox(140, 250, 340, 400, 36), cap: roundedBox(150, 205, 330, 252, 10), left: 140, right: 340 },
  tube: { body: roundedBox(195, 150, 285, 400, 45), cap: roundedBox(205, 110, 275, 152, 6), left: 195, right: 285 },
};

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;
}

/** Lighter towards the left edge of the container, as if lit from the left. */
function shade(colour: Rgb, x: number, shape: Shape): Rgb {
  const t = (x - shape.left) / (shape.right - shape.left);
  return mix(mix(colour, [255, 255, 255], 0.25), mix(colour, [0, 0, 0], 0.12), t);
}

/** An elliptic shadow on the floor below the container. */
function shadowed(colour: Rgb, x: number, y: number): Rgb {
  const distance = ((x - 240) / 150) ** 2 + ((y - 410) / 18) ** 2;
  return distance < 1 ? mix(colour, [0, 0, 0], 0.18 * (1 - distance)) : colour;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}
