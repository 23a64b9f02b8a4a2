// What the mail-templates route modules share.

/** The company's transactional mail templates. */
export const base = '/api/v202604/company/mail_templates';
