import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';

describe('requests no route matches', () => {
  it('unknown path → 404 envelope', async () => {
    const res = await api('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error_message: 'No route matches GET /api/does-not-exist',
      errors: null,
      meta: { request_id: expect.any(String), timestamp: expect.any(String), code: 'route_not_found' },
    });
    expect(res.headers.get('x-error-code')).toBe('route_not_found');
  });

  it('known path, wrong method → 405 envelope with Allow', async () => {
    const res = await api('DELETE', '/api/company');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, PUT');
    expect(res.body.error_message).toMatch(/DELETE is not allowed/);
  });

  it('/health answers 200 once ready', async () => {
    const res = await api('GET', '/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
