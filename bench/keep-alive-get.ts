import { Agent, request } from 'node:http';

/**
 * Timed GETs on one kept-alive `node:http` connection, each done once its body is read. Used
 * instead of `fetch` (undici), which measured 3-4 ms more per request under load: on a loaded
 * two-core machine the client's own CPU delays the clock, so the instrument must stay small.
 */
export function createKeepAliveGet(): KeepAliveGet {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string, headers: Record<string, string>): Promise<number> =>
    new Promise<number>((resolve, reject) => {
      const sent = request(url, { headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      // A kept-alive socket the server closed while it sat idle (its keep-alive timeout passed
      // between two rounds on a loaded machine) fails the next request with ECONNRESET before
      // anything was answered: send it again on a fresh socket, as Node's docs advise for GETs.
      sent.on('error', (error: NodeJS.ErrnoException) =>
        sent.reusedSocket && error.code === 'ECONNRESET' ? get(url, headers).then(resolve, reject) : reject(error),
      );
      sent.end();
    });
  return {
    expectOk: async (label, url, headers) => {
      const status = await get(url, headers);
      if (status !== 200) throw new Error(`${label} answered ${status}`);
    },
    close: () => agent.destroy(),
  };
}

/** A kept-alive GET client for timed reads. */
export interface KeepAliveGet {
  /** Throws, naming `label`, when the read does not answer 200 (a bench must not time error answers). */
  expectOk(label: string, url: string, headers: Record<string, string>): Promise<void>;
  close(): void;
}
