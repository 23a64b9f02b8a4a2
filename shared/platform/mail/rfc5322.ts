import { randomUUID } from 'node:crypto';

/** What a formatted message is made of. */
export interface Rfc5322Message {
  from: string;
  to: string;
  subject: string;
  text: string;
  date?: Date;
}

/**
 * Formats a plain-text message as RFC 5322 text (CRLF line endings, UTF-8 body sent 8bit, a
 * non-ASCII subject encoded per RFC 2047). Header values with line breaks are refused, so input can
 * never inject headers.
 */
export function formatRfc5322(message: Rfc5322Message): { id: string; raw: string } {
  for (const [name, value] of [
    ['From', message.from],
    ['To', message.to],
    ['Subject', message.subject],
  ] as const) {
    if (/[\r\n]/.test(value)) throw new Error(`Mail header ${name} must not contain a line break`);
  }
  const domain = /@([^>\s]+)>?$/.exec(message.from)?.[1] ?? 'localhost';
  const id = `${randomUUID()}@${domain}`;
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${(message.date ?? new Date()).toUTCString().replace(/GMT$/, '+0000')}`,
    `Message-ID: <${id}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return { id, raw: `${headers.join('\r\n')}\r\n\r\n${body}\r\n` };
}

/** Decodes an RFC 2047 `=?UTF-8?B?...?=` header value written by formatRfc5322 (plain values pass through). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_match, encoded: string) =>
    Buffer.from(encoded, 'base64').toString('utf8'),
  );
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
