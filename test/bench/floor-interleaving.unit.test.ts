import { describe, expect, it } from 'vitest';
import { withFloorInterleaved } from '../../bench/cold-load';

describe('the stack floor among the cold-loaded functions', () => {
  it('opens each run of 20 functions and closes the round, keeping every function once and in order', () => {
    const functions = Array.from({ length: 45 }, (_, i) => `fn-${i}`);
    const order = withFloorInterleaved(functions, 'floor');
    expect(order.filter((file) => file !== 'floor')).toEqual(functions);
    expect(order.filter((file) => file === 'floor')).toHaveLength(4);
    expect(
      [order.indexOf('fn-0') - 1, order.indexOf('fn-20') - 1, order.indexOf('fn-40') - 1, order.length - 1].map(
        (i) => order[i],
      ),
    ).toEqual(['floor', 'floor', 'floor', 'floor']);
  });
});
