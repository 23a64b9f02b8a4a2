import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './field-errors';
import { signInSecret } from './sign-in-link';

describe('API error answers on a form', () => {
  it('puts each field error of the envelope beside its field', () => {
    const body = {
      error_message: 'Validation failed',
      errors: {
        'event.end_date': ['must not be before the start date'],
        'event.images.0.id': ['must be an image id'],
        'event.title': 'is required',
      },
    };
    expect(fieldErrors(body, 'event.')).toEqual({
      end_date: 'must not be before the start date',
      images: 'must be an image id',
      title: 'is required',
    });
  });

  it('has no field errors for a bare message or a string bag', () => {
    expect(fieldErrors({ message: 'Unauthorized' })).toEqual({});
    expect(fieldErrors({ errors: 'nope' })).toEqual({});
  });

  it('prefers error_message, then message', () => {
    expect(errorMessage({ error_message: 'Not found', message: 'x' }, 404)).toBe('Not found');
    expect(errorMessage({ message: 'Forbidden' }, 403)).toBe('Forbidden');
    expect(errorMessage(undefined, 502)).toBe('The request failed (502)');
  });
});

describe('sign-in link secret', () => {
  const secret = 'AbC_def-0123456789abcdefghijklmnopqrstuvwxyz';
  it('is read from the emailed link, the admin link or alone', () => {
    expect(signInSecret(`http://127.0.0.1:3000/api/auth/sign_in/${secret}`)).toBe(secret);
    expect(signInSecret(` https://admin.example.com/admin/#/sign-in/${secret} `)).toBe(secret);
    expect(signInSecret(secret)).toBe(secret);
  });
  it('is null for other text', () => {
    expect(signInSecret('https://example.com/')).toBeNull();
    expect(signInSecret('short')).toBeNull();
  });
});
