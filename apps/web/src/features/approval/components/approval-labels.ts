import { useTranslation } from 'react-i18next';
import { APPROVAL_LEVEL, enumLabelKey, TASK_APPROVAL_STATUS } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';
import type { ShownStatus } from '../api/approval-api';

/**
 * Labels of the approval centre's codes. The flow statuses the task approval shares (waiting,
 * in progress, passed, rejected, abnormal) use the domain's `enum.taskApprovalStatus.*`, approver
 * levels its `enum.approvalLevel.*`; a withdrawn flow, the decision kinds, step states and subject
 * types are this namespace's.
 */
export function useApprovalLabels() {
  const { t } = useTranslation('approval');
  const { t: td } = useTranslation(DOMAIN_NS);
  const status = (code: ShownStatus): string => {
    const key = enumLabelKey(TASK_APPROVAL_STATUS, code);
    return key ? td(key) : t(`status.${code}`, { defaultValue: '-' });
  };
  return {
    status,
    decision: (code: string) => t(`decision.${code}`, { defaultValue: '-' }),
    stepStatus: (code: string) => t(`stepStatus.${code}`, { defaultValue: '-' }),
    subject: (code: string) => t(`subject.${code}`, { defaultValue: t('subject.other') }),
    /** Spec §6 approver level, from the domain's `enum.approvalLevel.*`. */
    level: (code: string) => {
      const key = enumLabelKey(APPROVAL_LEVEL, code);
      return key ? td(key) : '-';
    },
    view: (code: string) => td(`enum.approvalView.${code === 'waiting' ? 'waitingForMe' : code}`),
  };
}

export const STATUS_COLOR: Record<ShownStatus, string> = {
  waiting: 'gold',
  in_progress: 'processing',
  passed: 'success',
  rejected: 'error',
  withdrawn: 'default',
  abnormal: 'warning',
};
