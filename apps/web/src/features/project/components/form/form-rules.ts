import type { FormRule } from 'antd';
import { dateOrderFails, energyOrderFails, isEmail, projectAddRequest, REQUIRED_ON_SUBMIT } from '@carbon/domain';
import { zodRule } from '../../../../lib/form-rules';
import type { ProjectLabels } from '../labels';
import { toDay, type ProjectField } from './form-values';

type SchemaField = keyof typeof projectAddRequest.shape;

/** The fields submission requires (spec §5), shown with an asterisk; a draft needs only name and organisation. */
const SUBMIT_REQUIRED = new Set<string>(REQUIRED_ON_SUBMIT);
export const requiredOnSubmit = (field: ProjectField): boolean => SUBMIT_REQUIRED.has(field);

/** The review nodes, in the order of the flow. */
export const REVIEWER_FIELDS = ['supervisorReviewerId', 'businessGroupReviewerId', 'energyReviewerIds', 'fiiReviewerId'] as const;
export type ReviewerField = (typeof REVIEWER_FIELDS)[number];
const reviewerIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * The form's rules, each the domain's: a field's own zod schema (number format, at most 10
 * decimals, lengths, dates) on every save, and the order rules (before ≥ after, end ≥ start)
 * with the domain's message naming the field. The "required on submit" rules run at submission
 * (form-values `submitFailuresOf`).
 */
export function projectRules(L: ProjectLabels) {
  const rule = (field: SchemaField): FormRule => zodRule(projectAddRequest, field, L.field(field), L.t);
  const dateRule = (field: SchemaField): FormRule => zodRule(projectAddRequest, field, L.field(field), L.t, { toInput: toDay });
  /** The end is not earlier than the start (the same day is allowed). */
  const endRule =
    (start: 'estimatedStart' | 'actualStart', end: 'estimatedEnd' | 'actualEnd'): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_r, value: unknown) => {
        if (dateOrderFails(toDay(getFieldValue(start)), toDay(value)))
          throw new Error(L.td('project.rule.endBeforeStart', { field: L.field(end) }));
      },
    });
  /** Energy use before is not less than after (equal is allowed). */
  const beforeRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      const after = getFieldValue('energyAfter') as string | undefined;
      if (typeof value === 'string' && after && energyOrderFails(value.trim(), after.trim()))
        throw new Error(L.td('project.rule.energyOrder', { field: L.field('energyBefore') }));
    },
  });
  /** A plausible e-mail address (the domain's check at submission, shown as the user types). */
  const emailRule: FormRule = {
    validator: async (_r, value: unknown) => {
      if (typeof value === 'string' && value.trim() && !isEmail(value.trim()))
        throw new Error(L.td('project.rule.email', { field: L.field('initiatorEmail') }));
    },
  };
  /**
   * The same person picked in two review nodes (the approval flow refuses it on submission, 2031009):
   * said as it is picked, naming the other node. The Fii reviewer counts only when the project needs it.
   */
  const reviewerRule =
    (field: ReviewerField, needsFii: boolean): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_r, value: unknown) => {
        const mine = reviewerIds(value);
        if (mine.length === 0) return;
        const other = REVIEWER_FIELDS.find(
          (f) =>
            f !== field &&
            (needsFii || f !== 'fiiReviewerId') &&
            (field !== 'fiiReviewerId' || needsFii) &&
            reviewerIds(getFieldValue(f)).some((id) => mine.includes(id)),
        );
        if (other) throw new Error(L.t('form.reviewerRepeat', { other: L.field(other) }));
      },
    });
  return { rule, dateRule, endRule, beforeRule, emailRule, reviewerRule };
}

export type ProjectRules = ReturnType<typeof projectRules>;
