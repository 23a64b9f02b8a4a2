import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailSender } from './mail-sender';
import { formatRfc5322 } from './rfc5322';

let sequence = 0;

/**
 * Local sender: writes each message as one RFC 5322 file into a folder (the local runtime's
 * `DATA_DIR/mailbox/`), where GET /_local/mailbox lists them. Nothing leaves the machine.
 */
export class FileMailSender implements MailSender {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  /** Writes the message; the rename makes it appear whole or not at all. */
  async send(message: MailMessage): Promise<void> {
    const now = new Date();
    const { id, raw } = formatRfc5322({ ...message, from: this.from, date: now });
    await mkdir(this.dir, { recursive: true });
    // Send time, then a per-process sequence: names sort in sending order even within one millisecond.
    sequence = (sequence + 1) % 1_000_000;
    const name = `${now.getTime().toString().padStart(15, '0')}-${sequence.toString().padStart(6, '0')}-${id.split('@')[0]}.eml`;
    const partial = join(this.dir, `.${name}.tmp`);
    await writeFile(partial, raw, { mode: 0o600 });
    await rename(partial, join(this.dir, name));
  }
}
