import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { findEventDefinition } from '../../shared/domains/event-catalog/catalog';
import { presentEventSchema } from '../../shared/domains/event-catalog/catalog-view';
import type {
  dropletInstalledPayloadSchema,
  dropletUninstalledPayloadSchema,
} from '../../shared/domains/droplets/droplet-payload';
import {
  isDropletLifecycleEnvelope,
  type DropletInstalledData,
  type DropletLifecycleEnvelope,
  type DropletUninstalledData,
} from '../../shared/sdk/verify';

/** A vendor's handler: compiles only if `switch` on `name` narrows `payload.droplet`. */
function handle(envelope: DropletLifecycleEnvelope): string {
  switch (envelope.name) {
    case 'droplet.installed':
      return envelope.payload.droplet.exchange_token;
    case 'droplet.uninstalled':
      return envelope.payload.droplet.uninstalled_at;
  }
}

const example = (event: 'installed' | 'uninstalled') => {
  const schema = presentEventSchema(findEventDefinition('droplet', event)!);
  return {
    id: 1,
    identifier: 'whd_1',
    name: schema.event_identifier,
    timestamp: '2026-04-01T09:30:00.000Z',
    payload: schema.example,
  };
};

describe('commerce-platform-api/verify lifecycle types', () => {
  it('name exactly the payloads the service publishes (types checked by tsc)', () => {
    expectTypeOf<DropletInstalledData>().toEqualTypeOf<z.output<typeof dropletInstalledPayloadSchema>>();
    expectTypeOf<DropletUninstalledData>().toEqualTypeOf<z.output<typeof dropletUninstalledPayloadSchema>>();
  });

  it.each(['installed', 'uninstalled'] as const)(
    'isDropletLifecycleEnvelope accepts the published droplet.%s example and the switch reads it',
    (event) => {
      const envelope = example(event);
      expect(isDropletLifecycleEnvelope(envelope)).toBe(true);
      if (isDropletLifecycleEnvelope(envelope)) expect(handle(envelope)).toEqual(expect.any(String));
    },
  );

  it('refuses company events and the old underscore names', () => {
    expect(isDropletLifecycleEnvelope({ ...example('installed'), name: 'droplet_installed' })).toBe(false);
    expect(
      isDropletLifecycleEnvelope({
        id: 2,
        identifier: 'x',
        name: 'member_created',
        timestamp: '',
        payload: { member: {} },
      }),
    ).toBe(false);
  });
});
