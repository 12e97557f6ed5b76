import { DOMAIN_MODULES } from '../../modules.js';
import { LOCALES, type Catalogue, type Locale } from '../locale.js';
import type { MessageParams } from '../../errors.js';
import { commonMessages } from './common.js';
import { calcSteamMessages } from './calc-steam.js';
import { calcEmissionsMessages } from './calc-emissions.js';
import { calcReportingMessages } from './calc-reporting.js';
import { enumsMessages } from './enums.js';
import { menusMessages } from './menus.js';
import { auditMessages } from './audit.js';
import { permissionsMessages } from './permissions.js';
import { calcExplainMessages } from './calc-explain.js';
import { factorLabelsMessages } from './factor-labels.js';
import { fieldsMessages } from './fields.js';
import { liveMessages } from './live.js';

export { permissionLabelKey } from './permissions.js';
export { CALC_INPUT_NAMES, CALC_METHOD_NAMES } from './calc-explain.js';
export {
  CALC_CODED_INPUTS,
  CALC_SOURCE_CODES,
  CALC_WORD_UNITS,
  citationKey,
  inputNameLabel,
  inputSourceLabel,
  inputUnitLabel,
  inputValueLabel,
  methodLabel,
  type Translate,
} from './calc-explain-labels.js';
export { factorClassKey, factorCountryKey, factorSectorKey, seedNoteKey } from './factor-labels.js';
export { fieldLabel, fieldLabelKey } from './fields.js';
import { importsMessages } from './imports.js';

/** Every catalogue fragment of the domain; the i18n check walks this list. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  common: commonMessages,
  calcSteam: calcSteamMessages,
  calcEmissions: calcEmissionsMessages,
  calcReporting: calcReportingMessages,
  enums: enumsMessages,
  menus: menusMessages,
  imports: importsMessages,
  audit: auditMessages,
  permissions: permissionsMessages,
  calcExplain: calcExplainMessages,
  factorLabels: factorLabelsMessages,
  fields: fieldsMessages,
  live: liveMessages,
  ...Object.fromEntries(DOMAIN_MODULES.flatMap((m) => Object.entries(m.catalogues))),
};

function merge(): Catalogue {
  const out = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} } as Catalogue;
  for (const cat of Object.values(CATALOGUES)) {
    for (const locale of LOCALES) Object.assign(out[locale], cat[locale]);
  }
  return out;
}

/** All domain messages by language. */
export const MESSAGES: Catalogue = merge();

/** Renders `key` in `locale`, filling `{{name}}` from params; falls back to en-US, then the key. */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = MESSAGES[locale][key] ?? MESSAGES['en-US'][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = params[name];
    return v === undefined ? `{{${name}}}` : String(v);
  });
}
