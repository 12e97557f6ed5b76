import dayjs, { type Dayjs } from 'dayjs';
import {
  APPLICATION_TYPE,
  CONSTRUCTION_STATUS,
  EMERGENCY_PLAN_TYPE,
  ENV_PROJECT_TYPE,
  EXPIRY_REMINDER_DAYS,
  HONOR_TYPE,
  WASTE_CATALOGUE_KIND,
  WASTE_DISPOSAL_METHOD,
} from '@carbon/domain';
import { enumText, enumValueEnum, type EnumTranslate } from '../../../lib/enum-labels';
import { idParam } from '../../../lib/id-param';
import { useFeatureLabels } from '../../../lib/use-feature-labels';

/** The records screens' namespace (locales/<lang>/envRecords.json in the feature's folder). */
export const RECORDS_NS = 'envRecords';

/** The routes of the records screens (packages/domain/src/iam/routes.ts) and the certificate page the ISO 14064 list links to. */
export const RECORDS_ROUTES = {
  waste: '/environment/envWaste',
  permit: (id?: string) => (id ? `/environment/envPermit?id=${encodeURIComponent(id)}` : '/environment/envPermit'),
  plan: '/environment/emergencyPlan',
  honor: '/environment/envHonor',
  apply: '/apply',
  certificate: '/carbonButler/certificate',
} as const;

export type Translate = EnumTranslate;
type Code = string | number | null | undefined;

export { enumText, enumValueEnum, idParam };

/** Contract fields whose label is the module's own (`field.<module>.<name>` in fields.ts). */
const OWN_FIELD: Readonly<Record<string, string>> = {
  quantity: 'envWaste.quantity',
  contact: 'envPermit.contact',
  to: 'envPermit.to',
  date: 'envPermit.date',
};

/** A Dayjs (form) as YYYY-MM-DD (wire); nothing → undefined. */
export const toDay = (value: unknown): string | undefined => (value ? dayjs(value as Dayjs).format('YYYY-MM-DD') : undefined);
/** YYYY-MM-DD (wire) as a Dayjs (form). */
export const fromDay = (value: string | null | undefined): Dayjs | undefined => (value ? dayjs(value) : undefined);
/** Today in the browser's calendar. */
export const today = (): string => dayjs().format('YYYY-MM-DD');

/** Whether an end date lies before its start (both given; the same day is allowed). */
export const endBeforeStart = (start: string | undefined, end: string | undefined): boolean => !!start && !!end && end < start;

export type Expiry = 'expired' | 'soon' | null;
/**
 * A validity's state on `on`: ended (the day after its last day), ending within the reminder
 * window (EXPIRY_REMINDER_DAYS, the server's reminder and "expiring" filter), or neither.
 */
export function expiryOf(validTo: string | null | undefined, on: string = today()): Expiry {
  if (!validTo) return null;
  if (validTo < on) return 'expired';
  return validTo <= dayjs(on).add(EXPIRY_REMINDER_DAYS, 'day').format('YYYY-MM-DD') ? 'soon' : null;
}

/** Every code the records screens show, as its label, and the contract fields' labels. */
const recordLabels = (_t: Translate, td: Translate) => ({
  /** A contract field's label (the domain's, as in the server's messages). */
  field: (name: string) => td(`field.${OWN_FIELD[name] ?? name}`),
  disposal: (code: Code) => enumText(td, WASTE_DISPOSAL_METHOD, code),
  catalogueKind: (code: Code) => enumText(td, WASTE_CATALOGUE_KIND, code),
  applicationType: (code: Code) => enumText(td, APPLICATION_TYPE, code),
  reportForm: (code: Code) => enumText(td, ENV_PROJECT_TYPE, code),
  construction: (code: Code) => enumText(td, CONSTRUCTION_STATUS, code),
  planType: (code: Code) => enumText(td, EMERGENCY_PLAN_TYPE, code),
  honorType: (code: Code) => enumText(td, HONOR_TYPE, code),
});

/** The records screens' texts and every code they show as its label. */
export const useRecordLabels = () => useFeatureLabels(RECORDS_NS, recordLabels);

export type RecordLabels = ReturnType<typeof useRecordLabels>;

/** Tag colours of the construction statuses (1 planned … 5 cancelled). */
export const CONSTRUCTION_COLOR: Record<string, string> = {
  '1': 'default',
  '2': 'processing',
  '3': 'orange',
  '4': 'success',
  '5': 'error',
};
