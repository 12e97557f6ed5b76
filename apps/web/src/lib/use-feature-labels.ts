import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumTranslate } from './enum-labels';
import { DOMAIN_NS } from './i18n';

/** A feature's labels: its own texts `t`, the domain's `td`, and what `build` adds. */
export type FeatureLabels<X> = { t: EnumTranslate; td: EnumTranslate } & X;

/**
 * A feature's texts and every code it shows as its label, one object per language (so it can sit in
 * a column's dependencies): `useFeatureLabels(ENV_NS, envLabels)` with, at module level,
 * `const envLabels = (t, td) => ({ rank: (code) => enumText(td, ALARM_RANK, code) })`.
 */
export function useFeatureLabels<X extends object>(ns: string, build: (t: EnumTranslate, td: EnumTranslate) => X): FeatureLabels<X> {
  const { t } = useTranslation(ns);
  const { t: td } = useTranslation(DOMAIN_NS);
  return useMemo(() => {
    const own = t as EnumTranslate;
    const domain = td as EnumTranslate;
    return { t: own, td: domain, ...build(own, domain) };
  }, [t, td, build]);
}
