import { translate, type Envelope, type Locale } from '@carbon/domain';

/** A successful envelope with the message in the caller's language (the shapes live in the domain's shared/). */
export function ok<T>(locale: Locale, data: T): Envelope<T> {
  return { success: true, code: 200, message: translate(locale, 'common.success'), data };
}
