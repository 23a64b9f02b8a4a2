import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../shared/edge/http/query';

describe('parseQuery', () => {
  it.each([
    ['bracket keys nest', 'page[cursor]=abc&page[limit]=10', { page: { cursor: 'abc', limit: '10' } }],
    ['repeated keys become arrays', 'ids=1&ids=2', { ids: ['1', '2'] }],
    ['empty brackets build arrays', 'filter[tag_ids][]=1&filter[tag_ids][]=2', { filter: { tag_ids: ['1', '2'] } }],
    ['a single [] value is still an array', 'a[]=1', { a: ['1'] }],
    ['values are decoded', 'q=caf%C3%A9+bar', { q: 'café bar' }],
    ['prototype keys are dropped', '__proto__[x]=1&constructor=2', {}],
    ['empty string', '', {}],
  ])('%s', (_rule, raw, expected) => {
    expect(parseQuery(raw)).toEqual(expected);
  });
});
