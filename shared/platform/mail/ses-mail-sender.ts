import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailSender } from './mail-sender';
import { traceClient } from '../observability/tracing';

/** AWS sender: SES v2 SendEmail from the configured, verified MAIL_FROM identity. */
export class SesMailSender implements MailSender {
  private client: SESv2Client | undefined;

  constructor(
    private readonly region: string,
    private readonly from: string | undefined,
  ) {}

  /** Sends one plain-text message; fails loudly when MAIL_FROM is not configured. */
  async send(message: MailMessage): Promise<void> {
    if (!this.from) throw new Error('MAIL_FROM is not configured: set it to an SES-verified sender identity');
    // The SDK loads with the first message, not with the function (ses-sdk.ts).
    const { SESv2Client, SendEmailCommand } = await import('./ses-sdk');
    this.client ??= traceClient(new SESv2Client({ region: this.region }));
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  }
}
