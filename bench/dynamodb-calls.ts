import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const RECORDER = 'bench-call-recorder';
const PROBES = 3;

/**
 * The DynamoDB commands (e.g. `GetItemCommand`) one GET of `url` sends through `client`, sorted.
 * A first request goes unrecorded so one-off work (loading the handler, a throttled `last_used_at`
 * write) does not count; of the recorded requests the shortest list wins, because background
 * work sharing the client (local emulators) can only add calls. The recorder is removed
 * afterwards so the measured runs do not pay for it.
 */
export async function callsPerRequest(client: DynamoDBDocumentClient, url: string, headers: Readonly<Record<string, string>>): Promise<string[]> {
  const get = async () => void (await (await fetch(url, { headers: { ...headers } })).arrayBuffer());
  await get();
  let calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      calls.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: RECORDER },
  );
  const probes: string[][] = [];
  try {
    for (let i = 0; i < PROBES; i++) {
      calls = [];
      await get();
      probes.push(calls);
    }
  } finally {
    client.middlewareStack.remove(RECORDER);
  }
  return probes.reduce((shortest, probe) => (probe.length < shortest.length ? probe : shortest)).sort();
}
