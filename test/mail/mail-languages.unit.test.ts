import { describe, expect, it } from 'vitest';
import { defaultMailTemplate, templateInLanguage } from '../../shared/domains/shop-mail/localized-defaults';
import { mailLanguage } from '../../shared/domains/shop-mail/mail-languages';
import { sampleMailVariables } from '../../shared/domains/shop-mail/mail-samples';
import { mailTemplate, mailTemplateKeys } from '../../shared/domains/shop-mail/mail-templates';
import { renderMail } from '../../shared/domains/shop-mail/render-mail';

const shop = { name: 'Tienda Demo', email: 'hola@tienda.example', url: 'https://demo.shop.example' };

describe('the default mail templates in each mail language', () => {
  it('picks the language by primary subtag, English for any language the defaults do not speak', () => {
    expect(['es', 'ES', 'es-MX', 'es_AR', 'en', 'de', '', null, undefined].map(mailLanguage)).toEqual([
      'es',
      'es',
      'es',
      'es',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });

  it.each(mailTemplateKeys)(
    '%s renders in Spanish with its sample data, with the same variables as the English one',
    (key) => {
      const variables = { ...sampleMailVariables(key, shop), language: 'es' };
      const spanish = renderMail(defaultMailTemplate(key, 'es'), { ...variables, locale: 'es-US' });
      const english = renderMail(defaultMailTemplate(key, 'en'), variables);
      expect(spanish.subject).toContain('Tienda Demo');
      expect(spanish.text).toContain('https://demo.shop.example');
      expect(spanish.subject).not.toBe(english.subject);
      // No English sentence is left in the Spanish default (the variables' own data aside).
      expect(spanish.text).not.toMatch(/\b(?:Hello|thank you|your subscription|We will)\b/);
      // Every variable the English default reads, the Spanish one reads too (none is left out of the text).
      const names = (source: string) => new Set(source.match(/\b(?:order|subscription|refund|shop)(?:\.\w+)+/g));
      const { subject, body } = defaultMailTemplate(key, 'es');
      const english_ = mailTemplate(key);
      for (const name of names(english_.defaultSubject + english_.defaultBody))
        if (name !== 'subscription.frequency') expect(names(subject + body), `${key}: ${name}`).toContain(name);
    },
  );

  it('sends a field the merchant edited as written, and each field left at its default in the buyer language', () => {
    const english = mailTemplate('order_refund');
    const template = {
      key: 'order_refund' as const,
      subject: english.defaultSubject,
      body: 'Refund {{ refund.amount }}',
      default_subject: english.defaultSubject,
      default_body: english.defaultBody,
    };
    expect(templateInLanguage(template, 'es')).toEqual({
      subject: defaultMailTemplate('order_refund', 'es').subject,
      body: 'Refund {{ refund.amount }}',
    });
    expect(templateInLanguage(template, 'en')).toEqual({
      subject: english.defaultSubject,
      body: 'Refund {{ refund.amount }}',
    });
  });
});
