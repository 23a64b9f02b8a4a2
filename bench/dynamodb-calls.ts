import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const RECORDER = 'bench-call-recorder';
const PROBES = 3;

/**
 * The DynamoDB commands (e.g. `GetItemCommand`) one GET of `url` sends through `client`, sorted.
 * See {@link callsPerCall}.
 */
export async function callsPerRequest(
  client: DynamoDBDocumentClient,
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<string[]> {
  return callsPerCall(client, async () => void (await (await fetch(url, { headers: { ...headers } })).arrayBuffer()));
}

/**
 * The DynamoDB commands one `send()` (a request) sends through `client`, sorted. A first request
 * goes unrecorded so one-off work (loading the handler, a throttled `last_used_at` write) does not
 * count; of the recorded requests the shortest list wins, because background work sharing the
 * client (local emulators) can only add calls. `reset()` runs unrecorded after each request, for
 * requests that are not idempotent (a discount applied is removed again). The recorder is removed
 * afterwards so the measured runs do not pay for it.
 *
 * @example await callsPerCall(db(), () => post(applyUrl, body), () => del(removeUrl))
 */
export async function callsPerCall(
  client: DynamoDBDocumentClient,
  send: () => Promise<void>,
  reset: () => Promise<void> = async () => {},
): Promise<string[]> {
  await send();
  await reset();
  let calls: string[] = [];
  let recording = false;
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (recording) calls.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: RECORDER },
  );
  const probes: string[][] = [];
  try {
    for (let i = 0; i < PROBES; i++) {
      calls = [];
      recording = true;
      await send();
      recording = false;
      probes.push(calls);
      await reset();
    }
  } finally {
    client.middlewareStack.remove(RECORDER);
  }
  return probes.reduce((shortest, probe) => (probe.length < shortest.length ? probe : shortest)).sort();
}
