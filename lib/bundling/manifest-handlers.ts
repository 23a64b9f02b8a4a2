import { consumers, manifest } from '../../functions/manifest';

/** Every handler module the manifest deploys (routes and consumers), each once, sorted. */
export function manifestHandlers(): string[] {
  return [
    ...new Set([...manifest.map((route) => route.handler), ...consumers.map((consumer) => consumer.handler)]),
  ].sort();
}
