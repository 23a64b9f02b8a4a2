import { describe, expect, it } from 'vitest';
import { boundErrorBag, MAX_LISTED_ERRORS } from '../../shared/platform/errors/bounded-error-bag';

const messages = (count: number, prefix = 'm') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('boundErrorBag: the first problems of a bag and a count of the rest', () => {
  it('keeps a bag within the bound whole', () => {
    const bag = { a: messages(MAX_LISTED_ERRORS - 1), b: 'one' };
    expect(boundErrorBag(bag)).toEqual({ errors: bag, omitted: 0 });
    expect(boundErrorBag(null)).toEqual({ errors: null, omitted: 0 });
    expect(boundErrorBag('plain')).toEqual({ errors: 'plain', omitted: 0 });
  });

  it('counts every message of every field, in order, across fields', () => {
    const { errors, omitted } = boundErrorBag({ a: messages(30, 'a'), b: messages(30, 'b'), c: ['c0'], d: { x: 1 } });
    expect(errors).toEqual({ a: messages(30, 'a'), b: messages(20, 'b') });
    expect(omitted).toBe(10 + 1 + 1);
  });

  it('bounds a list bag by its elements and the messages inside them', () => {
    const { errors, omitted } = boundErrorBag([...messages(MAX_LISTED_ERRORS - 1), ['x', 'y', 'z'], 'w']);
    expect(errors).toEqual([...messages(MAX_LISTED_ERRORS - 1), ['x']]);
    expect(omitted).toBe(3);
  });
});
