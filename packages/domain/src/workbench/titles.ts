import type { Locale } from '../i18n/locale.js';
import { MESSAGES, translate } from '../i18n/messages/index.js';
import { NOTICE_KINDS, TODO_KINDS } from './workbench.schema.js';

/** Stored parameters of a title (sys_todo.params, sys_notice.params: a JSON object of strings and numbers). */
export type TitleParams = Record<string, string | number>;

/** Parses stored parameters; anything but a JSON object of strings and numbers reads as none. */
export function parseTitleParams(json: string | null | undefined): TitleParams {
  try {
    const v: unknown = JSON.parse(json ?? '{}');
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: TitleParams = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (typeof x === 'string' || typeof x === 'number') out[k] = x;
    return out;
  } catch {
    return {};
  }
}

/** True when the catalogue holds `key` in some language. */
export const hasMessage = (key: string): boolean => key in MESSAGES['en-US'] || key in MESSAGES['zh-CN'];

/** i18n key of a to-do kind's type label; kinds without one read "other". */
export const todoKindKey = (kind: string): string =>
  (TODO_KINDS as readonly string[]).includes(kind) ? `workbench.todoKind.${kind}` : 'workbench.todoKind.other';
/** i18n key of a notice kind's label; kinds without one read "other". */
export const noticeKindKey = (kind: string): string =>
  (NOTICE_KINDS as readonly string[]).includes(kind) ? `workbench.noticeKind.${kind}` : 'workbench.noticeKind.other';

/**
 * A stored title in the reader's language: `titleKey` filled from its parameters. A notice about
 * a to-do (deadline in 3 days, timed out) carries that to-do's own title key as `todoKey`, with
 * its parameters beside it: that title is rendered first and fills `{{todo}}`. A key the
 * catalogue does not know (a module's kind whose messages have not landed) shows `fallback`.
 */
export function renderTitle(locale: Locale, titleKey: string, params: TitleParams, fallback: string): string {
  if (!hasMessage(titleKey)) return fallback;
  const inner = typeof params.todoKey === 'string' && hasMessage(params.todoKey) ? translate(locale, params.todoKey, params) : undefined;
  return translate(locale, titleKey, inner === undefined ? params : { ...params, todo: inner });
}
