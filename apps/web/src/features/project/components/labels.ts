import {
  Decimal,
  ENERGY_TYPE,
  PROJECT_APPROVAL_STEP,
  PROJECT_STAGE,
  PROJECT_STATUS,
  PROJECT_TECHNOLOGY,
  TECHNOLOGY_SOURCE,
  THREE_R,
  threeRLabelKey,
  type ThreeR,
} from '@carbon/domain';
import { enumText, enumValueEnum, type EnumTranslate } from '../../../lib/enum-labels';
import { idParam } from '../../../lib/id-param';
import { useFeatureLabels } from '../../../lib/use-feature-labels';
import { formatDecimal, SCREEN_DECIMALS } from '../../../lib/format';

/** The project screens' namespace (locales/<lang>/project.json in the feature's folder). */
export const PROJECT_NS = 'project';

/** The routes of the project screens. */
export const PROJECT_ROUTES = {
  list: '/ProjectEmissionReduction/FoxconnProject',
  detail: (id: string) => `/foxconn/caseDetail?id=${encodeURIComponent(id)}`,
  approvals: (id: string) => `/foxconn/ApprovalDetail?id=${encodeURIComponent(id)}`,
  approvalCenter: '/carbonButler/approvalCenter',
} as const;

export type Translate = EnumTranslate;

export { enumText, enumValueEnum, idParam };

/**
 * A figure as the project screens show it: 2 decimals at most (issue 25: screens 2, reports 4), half up, grouped
 * by language, trailing zeros dropped as on the dashboard and the goal screens. Display only:
 * the exact string is what the server sums (keep it in the element's title).
 */
export const formatFigure = (value: string | null | undefined, decimals = SCREEN_DECIMALS, locale?: string): string =>
  formatDecimal(value, { decimals, ...(locale ? { locale } : {}) });

/** A share as a percentage, half up to `decimals` places: 0.8333 → "83%", 0.075 with 2 → "7.5%". */
export function formatShare(value: string | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || value === '') return '—';
  try {
    return `${new Decimal(value).times(100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed()}%`;
  } catch {
    return '—';
  }
}

type Code = string | null | undefined;

/** Every code the project screens show, as its label, and the fields' labels. */
const projectLabels = (t: Translate, td: Translate) => ({
  /** A field's label: the domain's `field.project.<name>`, the one the server's messages use. */
  field: (name: string) => td(`field.project.${name}`),
  status: (code: Code) => enumText(td, PROJECT_STATUS, code),
  /** The status a person reads: a draft submitted for approval reads "in approval", as its banner says (issue 29). */
  shownStatus: (row: { status: string; approvalStatus: string }) =>
    inApproval(row) ? t('status.inApproval') : enumText(td, PROJECT_STATUS, row.status),
  stage: (code: Code) => enumText(td, PROJECT_STAGE, code),
  technology: (code: Code) => enumText(td, PROJECT_TECHNOLOGY, code),
  energyType: (code: Code) => enumText(td, ENERGY_TYPE, code),
  source: (code: Code) => enumText(td, TECHNOLOGY_SOURCE, code),
  step: (code: Code) => enumText(td, PROJECT_APPROVAL_STEP, code),
  threeR: (code: Code) => (code && (THREE_R as readonly string[]).includes(code) ? td(threeRLabelKey(code as ThreeR)) : '—'),
  threeROptions: () => THREE_R.map((code) => ({ value: code, label: td(threeRLabelKey(code)) })),
});

/** The project screens' texts and every code they show as its label. */
export const useProjectLabels = () => useFeatureLabels(PROJECT_NS, projectLabels);

export type ProjectLabels = ReturnType<typeof useProjectLabels>;

/** A draft waiting for its approval (submitted, not yet passed nor rejected). */
export const inApproval = (row: { status: string; approvalStatus: string }): boolean =>
  row.status === 'draft' && row.approvalStatus === 'in_approval';

/** The tag colour of the status a person reads (`shownStatus`). */
export const shownStatusColor = (row: { status: string; approvalStatus: string }): string =>
  inApproval(row) ? 'processing' : (STATUS_COLOR[row.status] ?? 'default');

/** Tag colours of the statuses. */
export const STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  project_approved: 'blue',
  procurement_completed: 'cyan',
  implementation_completed: 'geekblue',
  acceptance_completed: 'purple',
  supervisor_review_completed: 'magenta',
  business_group_review_completed: 'orange',
  fii_review_completed: 'gold',
  closed: 'success',
};
