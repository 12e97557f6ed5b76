import { translate, type Envelope, type Locale } from '@carbon/domain';

/** A successful envelope with the message in the caller's language (the shapes live in the domain's shared/). */
export function ok<T>(locale: Locale, data: T): Envelope<T> {
  return { success: true, code: 200, message: translate(locale, 'common.success'), data };
}

// Transitional re-exports while modules move to their contracts (ADR 007); removed when the last one has.
export { envelopeOf as envelope, pageOf, pageQuery, idString, toPage as page, type Page } from '@carbon/domain';
