// A template-mode Lambda "container" (see bundle-workers.ts): runs one deployed bundle as it is,
// plain JavaScript, in a worker whose process.env is exactly the function's environment. Every
// variable the project's own code reads (shared/, functions/, found through the bundle's source
// map) is reported with each answer, so the runtime can check it against the template.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { entry, exportName, functionName, functionArn, memoryMb } = workerData;
process.setSourceMapsEnabled(true);

const OWN_CODE = /[/\\](shared|functions)[/\\][^()\s]*\.ts:\d+/;
const ATTRIBUTION_ATTEMPTS = 50;
const attempts = new Map();
const unreported = new Set();
const reported = new Set();
process.env = new Proxy(process.env, {
  get(target, name) {
    if (typeof name === 'string') noteRead(name);
    return target[name];
  },
  has(target, name) {
    if (typeof name === 'string') noteRead(name);
    return name in target;
  },
});

function noteRead(name) {
  if (reported.has(name) || unreported.has(name)) return;
  const tries = attempts.get(name) ?? 0;
  if (tries >= ATTRIBUTION_ATTEMPTS) return;
  attempts.set(name, tries + 1);
  // The frame right below this proxy is the reader; only the project's own reads are judged.
  const reader = new Error().stack.split('\n').slice(3, 4).join('');
  if (OWN_CODE.test(reader) && !reader.includes('node_modules')) unreported.add(name);
}

const module = await import(pathToFileURL(entry).href);
const handler = module[exportName] ?? module.default?.[exportName];
if (typeof handler !== 'function') throw new Error(`${entry} does not export ${exportName}`);

parentPort.on('message', async (request) => {
  const deadline = Date.now() + request.timeoutMs;
  const context = {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: functionArn,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  let response;
  try {
    response = { id: request.id, result: await handler(request.event, context) };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    response = { id: request.id, error: { name: error.name, message: error.message, stack: error.stack } };
  }
  response.envReads = [...unreported];
  for (const name of unreported) reported.add(name);
  unreported.clear();
  parentPort.postMessage(response);
});
