import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfig } from '../../shared/platform/config';
import { decodeHeader } from '../../shared/platform/mail/rfc5322';
import { writeJson } from './api-gateway';
import type { LocalService } from './local-service';

/** A collected message as GET /_local/mailbox lists it. */
export interface MailboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** Every http(s) URL in the body, in order; `link` is the first. */
  links: string[];
  link: string | null;
}

/**
 * Local stand-in for SES: points the mail sender at `DATA_DIR/mailbox/` (a temporary folder in
 * in-memory mode) through MAIL_DIR, and serves `GET /_local/mailbox[?to=<email>&limit=<n>]`, the
 * collected messages newest first. Local runtime only; never deployed.
 */
export const mailboxService: LocalService = {
  name: 'mailbox',
  async start(context) {
    const dir = context.dataDir ? join(context.dataDir, 'mailbox') : await mkdtemp(join(tmpdir(), 'mailbox-'));
    await mkdir(dir, { recursive: true });
    const previous = process.env.MAIL_DIR;
    process.env.MAIL_DIR = dir;
    resetConfig();
    context.addRoute('/_local/mailbox', async (request, response) => {
      if (request.method !== 'GET')
        return writeJson(response, 405, { message: 'Method not allowed' }, { allow: 'GET' });
      const url = new URL(request.url ?? '/', 'http://localhost');
      const to = url.searchParams.get('to')?.toLowerCase();
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 50) || 50, 1), 500);
      writeJson(response, 200, { messages: await readMailbox(dir, { to, limit }) });
    });
    return {
      async stop() {
        if (previous === undefined) delete process.env.MAIL_DIR;
        else process.env.MAIL_DIR = previous;
        resetConfig();
        if (!context.dataDir) await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

async function readMailbox(dir: string, filter: { to?: string; limit: number }): Promise<MailboxMessage[]> {
  // File names start with the zero-padded send time, so a reverse sort is newest first.
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const messages: MailboxMessage[] = [];
  for (const name of names) {
    if (messages.length >= filter.limit) break;
    const message = parseMessage(name.replace(/\.eml$/, ''), await readFile(join(dir, name), 'utf8'));
    if (!filter.to || message.to.toLowerCase() === filter.to) messages.push(message);
  }
  return messages;
}

function parseMessage(id: string, raw: string): MailboxMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const text = raw
    .slice(split + 4)
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const links = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return {
    id,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    date: new Date(headers.get('date') ?? 0).toISOString(),
    text,
    links,
    link: links[0] ?? null,
  };
}
