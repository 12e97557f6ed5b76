import type { FormInstance, FormRule } from 'antd';
import { HJ212_POLLUTANTS, hj212Pollutant, hj212PollutantKey, pollutantLimit } from '@carbon/domain';
import { zodRule } from '../../../../lib/form-rules';
import type { Translate } from '../labels';

/** One row of the pollutants editor as the form holds it. */
export type PollutantValues = { code?: string; unit?: string; hourlyLimit?: string; dailyLimit?: string };

/** A pollutant's name from HJ 212-2017 Appendix B (the domain's table), or '' for a code the table does not name. */
export function pollutantName(td: Translate, code: string | null | undefined): string {
  const c = code?.trim();
  return c && hj212Pollutant(c) ? td(hj212PollutantKey(c)) : '';
}

/** "Chemical oxygen demand (COD) · w01018", or the code alone when the table does not name it. */
export function pollutantText(td: Translate, code: string | null | undefined): string {
  const c = code?.trim() ?? '';
  const name = pollutantName(td, c);
  return name ? `${name} · ${c}` : c || '—';
}

/** The code picker's options: every pollutant of the domain's table, by name and code (other codes may be typed). */
export function pollutantOptions(td: Translate): { value: string; label: string }[] {
  return HJ212_POLLUTANTS.map((p) => ({ value: p.code, label: `${td(hj212PollutantKey(p.code))} · ${p.code}` }));
}

/** The unit HJ 212-2017 gives a code, if the table has it. */
export const defaultUnit = (code: string): string | undefined => hj212Pollutant(code.trim())?.unit;

/** The codes listed more than once (compared trimmed, case as typed: HJ 212 codes are lower case). */
export function duplicateCodes(rows: readonly (PollutantValues | undefined)[] | undefined): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows ?? []) {
    const code = row?.code?.trim();
    if (!code) continue;
    if (seen.has(code)) twice.add(code);
    seen.add(code);
  }
  return twice;
}

type Labels = { t: Translate; td: Translate };

/** The rules of one pollutant row's fields: the domain's schema (the server's), plus "listed twice" on the code. */
export function pollutantRules(L: Labels, form: FormInstance) {
  const label = (name: string) => L.td(`field.${name}`);
  const rule = (field: 'code' | 'unit' | 'hourlyLimit' | 'dailyLimit', name: string) => zodRule(pollutantLimit, field, label(name), L.td);
  const unique: FormRule = {
    validator: async (_r, value: unknown) => {
      const code = typeof value === 'string' ? value.trim() : '';
      if (code && duplicateCodes(form.getFieldValue('pollutants') as PollutantValues[]).has(code))
        throw new Error(L.t('point.pollutantTwice', { code }));
    },
  };
  return {
    code: [rule('code', 'pollutant'), unique],
    unit: [rule('unit', 'unit')],
    hourlyLimit: [rule('hourlyLimit', 'hourlyLimit')],
    dailyLimit: [rule('dailyLimit', 'dailyLimit')],
  };
}

/** The list itself: at least one pollutant (the domain allows 1 to 50). */
export function pollutantListRule(L: Labels): { validator: (_r: unknown, rows: unknown[] | undefined) => Promise<void> } {
  return {
    validator: async (_r, rows) => {
      if (!rows || rows.length === 0) throw new Error(L.t('point.pollutantsRequired'));
      if (rows.length > 50) throw new Error(L.t('point.pollutantsMax', { max: 50 }));
    },
  };
}

/** A pollutant row as the server receives it: trimmed; an empty limit is null (no check of that average). */
export function pollutantBody(row: PollutantValues) {
  const limit = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    code: (row.code ?? '').trim(),
    unit: (row.unit ?? '').trim(),
    hourlyLimit: limit(row.hourlyLimit),
    dailyLimit: limit(row.dailyLimit),
  };
}
