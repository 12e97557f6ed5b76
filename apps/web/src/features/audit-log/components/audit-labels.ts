import type { TFunction } from 'i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  COMMON_STATUS,
  DATA_SCOPE_TYPE,
  FACTOR_TABLE,
  MENU_TYPE,
  MENU_WEIGHT,
  OPEN_TYPE,
  ORG_TYPE,
  SEX,
  auditActionKey,
  auditEntityKey,
  enumItem,
  factorSectorKey,
  seedNoteKey,
  type EnumDef,
} from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';

/** The label of an audit action or entity; a code without one (a newer server) shows as it is. */
export const actionLabel = (t: TFunction, action: string) => t(auditActionKey(action), { ns: DOMAIN_NS, defaultValue: action });
export const entityLabel = (t: TFunction, entity: string) => t(auditEntityKey(entity), { ns: DOMAIN_NS, defaultValue: entity });

/**
 * Filter options, one per label: verbs that name the same change (add/create, edit/update …)
 * share a label, and the option searches the first of them in AUDIT_ACTIONS (the contract's verb).
 */
export function labelOptions(t: TFunction, codes: readonly string[], label: (t: TFunction, code: string) => string) {
  const seen = new Map<string, string>();
  for (const code of codes) {
    const text = label(t, code);
    if (!seen.has(text)) seen.set(text, code);
  }
  return [...seen].map(([text, code]) => ({ value: code, label: text }));
}
export const actionOptions = (t: TFunction) => labelOptions(t, AUDIT_ACTIONS, actionLabel);
export const entityOptions = (t: TFunction) => labelOptions(t, AUDIT_ENTITIES, entityLabel);

/** The web namespace whose `field.<name>` labels the entity's form fields. */
const ENTITY_NS: Readonly<Record<string, string>> = {
  sysUser: 'accountManage',
  sysOrg: 'orgManage',
  sysPark: 'orgManage',
  sys_role: 'roleManage',
  sys_menu: 'menuManage',
  sys_pos: 'backOffice',
  sys_dict_type: 'backOffice',
  sys_dict_data: 'backOffice',
  emission_factor: 'factor',
  exchange_rate: 'exchangeRate',
};

/** Fields whose values are enumeration codes (`type` only on menus, where it is the menu type). */
const FIELD_ENUMS: Readonly<Record<string, EnumDef>> = {
  status: COMMON_STATUS,
  sex: SEX,
  orgType: ORG_TYPE,
  dataScopeType: DATA_SCOPE_TYPE,
  tableCode: FACTOR_TABLE,
  openType: OPEN_TYPE,
  weight: MENU_WEIGHT,
};
const ENTITY_FIELD_ENUMS: Readonly<Record<string, Readonly<Record<string, EnumDef>>>> = { sys_menu: { type: MENU_TYPE } };

/** "menuIds" → "Menu ids", "sys_dict" → "Sys dict": a readable fallback for a key no screen labels. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of one snapshot field (a dotted path for nested objects): the entity's form label
 * (`<ns>:field.<name>`), else the audit log's own (`diff.field.<name>`), else the key humanised.
 */
export function fieldLabel(t: TFunction, exists: (key: string, ns: string) => boolean, entity: string, path: string): string {
  const one = (name: string) => {
    const ns = ENTITY_NS[entity];
    if (ns && exists(`field.${name}`, ns)) return t(`field.${name}`, { ns });
    if (exists(`diff.field.${name}`, 'auditLog')) return t(`diff.field.${name}`, { ns: 'auditLog' });
    return humanise(name);
  };
  return path.split('.').map(one).join(' · ');
}

const scalar = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A snapshot value for reading: enumeration codes, sectors and seeded notes labelled; lists joined; empty as a dash. */
export function valueText(t: TFunction, entity: string, path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'diff.yes' : 'diff.no', { ns: 'auditLog' });
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(scalar).join(', ');
  const name = path.split('.').pop() ?? path;
  const def = ENTITY_FIELD_ENUMS[entity]?.[name] ?? FIELD_ENUMS[name];
  const item = def && (typeof value === 'string' || typeof value === 'number') ? enumItem(def, value) : undefined;
  if (item) return t(item.key, { ns: DOMAIN_NS });
  if (entity === 'emission_factor' && typeof value === 'string') {
    const key = name === 'sector' ? factorSectorKey(value) : name === 'note' ? seedNoteKey(value) : undefined;
    if (key) return t(key, { ns: DOMAIN_NS });
  }
  return scalar(value);
}

/** Reasons the server writes as a word (a key): each has a label in the audit log's texts (`reason.<key>`). */
const REASON_KEYS = new Set(['language', 'unversioned']);

/**
 * An audit reason that is an envelope code (a denied request) reads as that code's message; one that
 * is a known key (the language the user chose: `language`) as its label; other reasons are people's words.
 */
export function reasonText(t: TFunction, reason: string | null): string {
  if (!reason) return '—';
  if (REASON_KEYS.has(reason)) return t(`reason.${reason}`, { ns: 'auditLog', defaultValue: reason });
  return /^\d{6,9}$/.test(reason) ? t(`error.${reason}`, { ns: DOMAIN_NS, defaultValue: reason }) : reason;
}
