import { describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { productArtPng } from '../../lib/local/demo-theme/product-art';

/**
 * Outputs the demo theme may print as they are: the HTML-safe objects (README "Themes") and
 * integers the platform generates (ids, quantities, revisions, a picture's pixel size).
 */
const UNESCAPED = new Set([
  'content_for_header',
  'content_for_layout',
  'content_for_footer',
  'page.body',
  'product.id',
  'variant.id',
  'plan.id',
  'item.id',
  'item.quantity',
  'item.subscription_interval',
  'line.quantity',
  'agreement.id',
  'cart.state_revision',
  'px | default: 480',
]);

describe('the demo theme', () => {
  it('outputs every text and URL through `| escape`', () => {
    const outputs = Object.entries(demoThemeFiles).flatMap(([file, source]) =>
      [...source.matchAll(/\{\{-?\s*(.*?)\s*-?\}\}/g)].map(([, expression]) => ({ file, expression: expression! })),
    );
    expect(outputs.length).toBeGreaterThan(100);
    const unescaped = outputs
      .filter(({ expression }) => !UNESCAPED.has(expression) && !/\| escape( \| newline_to_br)?$/.test(expression))
      .map(({ file, expression }) => `${file}: {{ ${expression} }}`);
    expect(unescaped).toEqual([]);
  });

  it('draws product pictures as PNG files of 480 by 480 pixels', () => {
    const png = productArtPng({ top: '#ffffff', bottom: '#000000', body: '#ff0000', cap: '#00ff00', shape: 'jar' });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 480]);
    expect(png.length).toBeLessThan(64 * 1024);
  });
});
