import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../shared/platform/db/cursor';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import { DomainError } from '../../shared/platform/errors/domain-error';

const key = { pk: 'COMPANY#1', sk: 'X#2' };
const scope = { companyId: 1, list: 'listThings' };

describe('pagination cursors', () => {
  it('round-trips within the same company and list', () => {
    expect(decodeCursor(encodeCursor(key, scope), scope)).toEqual(key);
  });

  it.each([
    ['another company', { companyId: 2, list: 'listThings' }],
    ['another list', { companyId: 1, list: 'listOther' }],
  ])('refuses a cursor from %s with 422', (_name, otherScope) => {
    expect(() => decodeCursor(encodeCursor(key, scope), otherScope)).toThrowError(DomainError);
    try {
      decodeCursor(encodeCursor(key, scope), otherScope);
    } catch (error) {
      expect(errorStatus(error as DomainError)).toBe(422);
      expect((error as DomainError).errors).toEqual({ 'page[cursor]': ['is not a valid cursor for this list'] });
    }
  });

  it('refuses a tampered cursor (payload rewritten to another company, signature kept)', () => {
    const [, signature] = encodeCursor(key, scope).split('.');
    const forged = Buffer.from(JSON.stringify({ c: '2', l: 'listThings', k: key })).toString('base64url');
    expect(() => decodeCursor(`${forged}.${signature}`, { companyId: 2, list: 'listThings' })).toThrowError(
      /Validation failed/,
    );
  });

  it.each(['', 'garbage', 'a.b', '..'])('refuses junk %j', (junk) => {
    expect(() => decodeCursor(junk, scope)).toThrowError(DomainError);
  });
});
