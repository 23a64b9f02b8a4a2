import type { Agreement } from './agreement-entity';

/** An agreement as the API and webhook payloads show it (the spec's Agreement fields plus body and bookkeeping). */
export type AgreementView = Omit<Agreement, 'company_id' | 'version'>;

/** The response shape of an agreement. */
export function toAgreementView(agreement: Agreement): AgreementView {
  const { company_id: _company, version: _version, ...view } = agreement;
  return view;
}
