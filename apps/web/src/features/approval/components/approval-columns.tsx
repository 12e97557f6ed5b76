import { Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { ApprovalItemRow } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';
import { SHOWN_STATUSES } from '../api/approval-api';
import { STATUS_COLOR, useApprovalLabels } from './approval-labels';

export type RowAction = 'detail' | 'open' | 'agree' | 'reject' | 'reassign';
const ROW_ACTIONS: readonly RowAction[] = ['detail', 'open', 'agree', 'reject', 'reassign'];

type Props = { allowed: (action: RowAction, row: ApprovalItemRow) => boolean; onAction: (action: RowAction, row: ApprovalItemRow) => void };

/** Columns and filters (keyword, status) of the approval centre; statuses by their labels, abnormal included. */
export function useApprovalColumns({ allowed, onAction }: Props): ProColumns<ApprovalItemRow>[] {
  const { t } = useTranslation('approval');
  const labels = useApprovalLabels();
  return [
    {
      title: t('field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('hint.keyword'), 'data-testid': 'approval-search-keyword' },
    },
    {
      title: t('field.title'),
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Typography.Link data-testid={`approval-title-${r.id}`} onClick={() => onAction('detail', r)}>
          {r.title}
        </Typography.Link>
      ),
    },
    { title: t('field.org'), dataIndex: 'orgName', search: false, ellipsis: true },
    { title: t('field.submitter'), dataIndex: 'submitterName', search: false },
    { title: t('field.submittedAt'), dataIndex: 'submittedAt', search: false, render: (_, r) => formatDateTime(r.submittedAt) },
    {
      title: t('field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(SHOWN_STATUSES.map((s) => [s, { text: labels.status(s) }])),
      fieldProps: { 'data-testid': 'approval-search-status' },
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`approval-status-${r.id}`}>
          {labels.status(r.status)}
        </Tag>
      ),
    },
    {
      title: t('field.currentApprover'),
      dataIndex: 'currentApproverName',
      search: false,
      render: (_, r) => (r.currentApproverName ? `${r.currentApproverName} (${r.currentStep}/${r.stepCount})` : '-'),
    },
    {
      title: t('column.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          {ROW_ACTIONS.filter((a) => allowed(a, row)).map((a) => (
            <Typography.Link
              key={a}
              type={a === 'reject' ? 'danger' : undefined}
              data-testid={`approval-${a}-${row.id}`}
              onClick={() => onAction(a, row)}
            >
              {t(`action.${a}`)}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
  ];
}
