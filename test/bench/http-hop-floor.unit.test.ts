import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHopFloor, type HopFloor } from '../../bench/http-hop-floor';

describe('the hop floor: a read floor behind a bare loopback HTTP server', () => {
  let hop: HopFloor;
  beforeAll(async () => {
    hop = await startHopFloor();
  });
  afterAll(() => hop.stop());

  it('sends the floor once per request, then answers the read body it was given', async () => {
    let floors = 0;
    const url = hop.route(async () => void floors++, '{"order":{"id":1}}');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"order":{"id":1}}');
    expect(floors).toBe(1);
  });

  it('answers a failing floor with 500, so the bench fails instead of timing it', async () => {
    const url = hop.route(async () => {
      throw new Error('table gone');
    }, '{}');
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('table gone');
  });

  it('answers 404 to a path it has no floor for', async () => {
    const known = new URL(hop.route(async () => {}, '{}'));
    expect((await fetch(`${known.origin}/floor/999`)).status).toBe(404);
  });
});
