import { describe, expect, it } from 'vitest';
import { prefersHtml } from '../../shared/edge/http/prefers-html';

describe('prefersHtml (sign-in link answers HTML to browsers, JSON to API clients)', () => {
  it.each([
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['text/html alone', 'text/html', true],
    ['text/* over json', 'text/*, application/json;q=0.5', true],
    ['no header', undefined, false],
    ['curl and fetch (*/*)', '*/*', false],
    ['JSON explicitly', 'application/json', false],
    ['a tie goes to JSON', 'text/html, application/json', false],
    ['JSON preferred by quality', 'text/html;q=0.5, application/json', false],
    ['HTML refused', 'text/html;q=0, */*', false],
  ])('%s → %s', (_case, accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});
