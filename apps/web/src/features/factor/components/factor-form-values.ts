import dayjs, { type Dayjs } from 'dayjs';
import i18next from 'i18next';
import { seedNoteKey, type FactorAddRequest, type FactorRow } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';
import { isoDay } from './factor-form-rules';

/** add: a new factor; edit: this row; version: a new version of this row's code. */
export type FactorFormMode = 'add' | 'edit' | 'version';

/** The dialog's field values (dates are dayjs while editing). */
export type FactorFormValues = Omit<FactorAddRequest, 'validFrom' | 'validTo' | 'sourceYear' | 'note'> & {
  sourceYear?: number | null;
  validFrom?: Dayjs | string | null;
  validTo?: Dayjs | string | null;
  note?: string | null;
};

const day = (s: string | null) => (s ? dayjs(s) : null);

/** A seeded note (stored as the seed wrote it) in the user's language; any other note as written. */
const noteText = (note: string | null) => {
  const key = seedNoteKey(note);
  return key ? i18next.t(key, { ns: DOMAIN_NS }) : note;
};

/** Prefilled values: a copy of the row; a new version keeps the code and asks a new version and period. */
export function initialValues(mode: FactorFormMode, row: FactorRow | undefined): Partial<FactorFormValues> {
  if (!row) return { tableCode: 'fixed-combustion', country: 'CN' };
  const base: Partial<FactorFormValues> = {
    tableCode: row.tableCode as FactorAddRequest['tableCode'],
    class1: row.class1,
    class2: row.class2,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    code: row.code,
    factorVersion: row.factorVersion,
    country: row.country,
    sector: row.sector,
    gas: row.gas,
    value: row.value,
    factorUnit: row.factorUnit,
    gasUnit: row.gasUnit,
    activityUnit: row.activityUnit,
    sourceTitle: row.sourceTitle,
    sourceYear: row.sourceYear,
    sourceUrl: row.sourceUrl,
    validFrom: day(row.validFrom),
    validTo: day(row.validTo),
    note: noteText(row.note),
  };
  if (mode !== 'version') return base;
  return { ...base, factorVersion: '', validFrom: null, validTo: null };
}

const trim = (s: string | undefined | null) => (s ?? '').trim();

/** The request body of add (and edit, with id and version added). */
export function toRequest(v: FactorFormValues): FactorAddRequest {
  const note = trim(v.note);
  return {
    tableCode: v.tableCode,
    class1: trim(v.class1),
    class2: trim(v.class2),
    nameZh: trim(v.nameZh),
    nameEn: trim(v.nameEn),
    code: trim(v.code),
    factorVersion: trim(v.factorVersion),
    country: trim(v.country),
    sector: trim(v.sector),
    gas: trim(v.gas),
    value: trim(v.value).replace(/^\+/, ''),
    factorUnit: trim(v.factorUnit),
    gasUnit: trim(v.gasUnit),
    activityUnit: trim(v.activityUnit),
    sourceTitle: trim(v.sourceTitle),
    sourceYear: typeof v.sourceYear === 'number' ? v.sourceYear : null,
    sourceUrl: trim(v.sourceUrl),
    validFrom: isoDay(v.validFrom),
    validTo: isoDay(v.validTo),
    note: note || null,
  };
}
