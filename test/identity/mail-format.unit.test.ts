import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileMailSender } from '../../shared/platform/mail/file-mail-sender';
import { decodeHeader, formatRfc5322 } from '../../shared/platform/mail/rfc5322';

describe('RFC 5322 formatting of outgoing mail', () => {
  it('writes CRLF headers, a blank line and the body, with a Date and a Message-ID', () => {
    const { raw, id } = formatRfc5322({
      from: 'Shop <no-reply@shop.test>',
      to: 'a@b.test',
      subject: 'Sign in',
      text: 'line 1\nline 2',
      date: new Date('2026-01-02T03:04:05Z'),
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head!.split('\r\n')).toEqual([
      'From: Shop <no-reply@shop.test>',
      'To: a@b.test',
      'Subject: Sign in',
      'Date: Fri, 02 Jan 2026 03:04:05 +0000',
      `Message-ID: <${id}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    expect(id).toMatch(/@shop\.test$/);
    expect(body).toBe('line 1\r\nline 2\r\n');
  });

  it('encodes a non-ASCII subject per RFC 2047 and decodes it back', () => {
    const { raw } = formatRfc5322({ from: 'a@b.test', to: 'c@d.test', subject: 'Willkommen bei Müller', text: '' });
    const subject = /^Subject: (.*)$/m.exec(raw)![1]!.trim();
    expect(subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeHeader(subject)).toBe('Willkommen bei Müller');
  });

  it.each([
    ['To', { to: 'a@b.test\r\nBcc: x@y.test' }],
    ['Subject', { subject: 'Hi\nBcc: x@y.test' }],
  ])('refuses a line break in %s (no header injection)', (_name, override) => {
    expect(() => formatRfc5322({ from: 'a@b.test', to: 'c@d.test', subject: 's', text: '', ...override })).toThrow(
      /line break/,
    );
  });
});

describe('FileMailSender (the local stand-in for SES)', () => {
  it('writes one complete .eml file per message into its folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    try {
      const sender = new FileMailSender(join(dir, 'mailbox'), 'Local <no-reply@localhost>');
      await sender.send({ to: 'x@example.com', subject: 'One', text: 'https://example.com/one' });
      await sender.send({ to: 'y@example.com', subject: 'Two', text: 'body' });
      const files = (await readdir(join(dir, 'mailbox'))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
      // Names sort in sending order, which is what the local mailbox's newest-first listing relies on.
      expect(await readFile(join(dir, 'mailbox', files[0]!), 'utf8')).toMatch(
        /^From: Local <no-reply@localhost>\r\nTo: x@example.com\r\nSubject: One\r\n[\s\S]*\r\n\r\nhttps:\/\/example\.com\/one\r\n$/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
