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
 * The DynamoDB commands one `send()` sends through `client`, sorted. The first request is not
 * recorded (one-off work); of the recorded ones the shortest list wins, since background work on
 * the client can only add calls. `reset()` runs unrecorded after each request, for requests that
 * are not idempotent.
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
