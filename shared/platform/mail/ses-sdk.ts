/**
 * The SES v2 SDK, as a lazy module (lib/bundling/lazy-modules.ts): mail is sent by a few writes
 * (sign-in links, order and enrollment mail), so the functions that bundle it for them (the
 * storefront pages among them) do not load ~60 KB of client at every cold start. Import it with
 * `await import('./ses-sdk')`.
 */
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
