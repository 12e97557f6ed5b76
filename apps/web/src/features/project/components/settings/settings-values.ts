import type { FormRule } from 'antd';
import {
  Decimal,
  decimalProblem,
  DEFAULT_LIFETIMES,
  PROJECT_MAX_DECIMALS,
  PROJECT_TECHNOLOGY,
  projectSettingsEditRequest,
  type ProjectSettingsRow,
  type ProjectTechnologyCode,
} from '@carbon/domain';
import { issueMessage } from '../../../../lib/form-rules';
import type { ProjectLabels } from '../labels';

/**
 * The settings dialog's values and rules. The rate and the threshold are shares on the wire
 * (0.08 = 8 %) and percentages on screen; each is checked with the contract's own zod schema
 * after the conversion, so the web refuses exactly what the server would.
 */

export type ShareField = 'discountRate' | 'realisationThreshold';
export type SettingsValues = {
  /** Percentages as typed. */
  discountRate: string;
  realisationThreshold: string;
  lifetimes: Partial<Record<ProjectTechnologyCode, number | null>>;
};

/** The technology codes in the domain's order. */
export const TECHNOLOGIES: readonly ProjectTechnologyCode[] = PROJECT_TECHNOLOGY.items.map((i) => i.code);

/** A share as a percentage, exact: '0.08' → '8', '0.125' → '12.5'. */
export function toPercent(share: string): string {
  try {
    return new Decimal(share).times(100).toFixed();
  } catch {
    return '';
  }
}

/** A typed percentage as the share the contract expects, exact: '8' → '0.08'; null when it is not a non-negative number. */
export function toShare(percent: string): string | null {
  const v = percent.trim();
  if (!v || decimalProblem(v) === 'project.rule.number') return null;
  return new Decimal(v).dividedBy(100).toFixed();
}

/** The form's starting values: the stored settings (a technology the answer leaves out shows its domain default). */
export function valuesOf(s: ProjectSettingsRow): SettingsValues {
  return {
    discountRate: toPercent(s.discountRate),
    realisationThreshold: toPercent(s.realisationThreshold),
    lifetimes: Object.fromEntries(TECHNOLOGIES.map((c) => [c, s.lifetimes[c] ?? DEFAULT_LIFETIMES[c]])),
  };
}

/** The settingsEdit body: shares as decimal strings, every technology's lifetime, the version read. */
export function settingsBodyOf(v: SettingsValues, version: number) {
  const lifetimes: Partial<Record<ProjectTechnologyCode, number>> = {};
  for (const c of TECHNOLOGIES) {
    const years = v.lifetimes[c];
    if (typeof years === 'number') lifetimes[c] = years;
  }
  return { discountRate: toShare(v.discountRate) ?? '', realisationThreshold: toShare(v.realisationThreshold) ?? '', lifetimes, version };
}

/** The schema's refinement messages read in shares ("less than 1"); on screen the same rules in percent. */
const PERCENT_MESSAGE: Record<string, string> = {
  'project.rule.rate': 'settings.rule.rate',
  'project.rule.share': 'settings.rule.share',
  'project.rule.decimals': 'settings.rule.decimals',
};
/** A share has at most PROJECT_MAX_DECIMALS decimals, so its percentage two fewer. */
const PERCENT_DECIMALS = PROJECT_MAX_DECIMALS - 2;

const required = (L: ProjectLabels, label: string) => new Error(L.t('rule.required', { ns: 'components', field: label }));

/** The rule of a percentage field: the contract's schema of the share it becomes. */
export function percentRule(L: ProjectLabels, field: ShareField): FormRule {
  const schema = projectSettingsEditRequest.shape[field];
  const label = L.field(field);
  return {
    required: true,
    validator: async (_r, raw: unknown) => {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!text) throw required(L, label);
      const share = toShare(text);
      if (share === null) throw new Error(L.td('project.rule.number', { field: label }));
      const result = schema.safeParse(share);
      const issue = result.success ? undefined : result.error.issues[0];
      if (!issue) return;
      const own = PERCENT_MESSAGE[issue.message];
      throw new Error(own ? L.t(own, { field: label, decimals: PERCENT_DECIMALS }) : issueMessage(issue, label, L.t));
    },
  };
}

/** The rule of a lifetime: the contract's schema of one entry (whole years, 1–100). */
export function lifetimeRule(L: ProjectLabels, label: string): FormRule {
  const schema = projectSettingsEditRequest.shape.lifetimes.valueType;
  return {
    required: true,
    validator: async (_r, raw: unknown) => {
      if (raw === null || raw === undefined || raw === '') throw required(L, label);
      const result = schema.safeParse(raw);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(issueMessage(issue, label, L.t));
    },
  };
}
