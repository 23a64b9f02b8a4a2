import { createSandbox, renderBounded } from '../themes/liquid-sandbox';

/** A rendered mail: one line of subject, a plain-text body. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/** The longest subject a mail keeps (longer ones are cut: mail clients show far less). */
const SUBJECT_LIMIT = 200;

/**
 * Renders a template's subject and body with the theme engine: the storefront's sandbox (no file
 * system or network, own properties only, the same `money` and `t` filters, escaping and render
 * budget as pages), over plain text. Throws what a page render throws (a Liquid error, a limit).
 */
export function renderMail(
  template: { subject: string; body: string },
  variables: Record<string, unknown>,
): RenderedMail {
  const engine = createSandbox({ 'mail/subject': template.subject, 'mail/body': template.body });
  const locale = { current: {}, fallback: {} };
  const subject = renderBounded(engine, 'mail/subject', variables, locale).replace(/\s+/g, ' ').trim();
  const text = renderBounded(engine, 'mail/body', variables, locale)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject: subject.slice(0, SUBJECT_LIMIT), text };
}
