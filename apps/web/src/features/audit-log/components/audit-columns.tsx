import dayjs from 'dayjs';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { formatDateTime } from '../../../lib/format';
import { actionLabel, actionOptions, entityLabel, entityOptions, reasonText } from './audit-labels';

const toInstant = (v: unknown) => (v ? dayjs(String(v)).toISOString() : undefined);

/** Columns and search fields: user, entity, action, time range, organisation. Actions and entities show their labels. */
export function useAuditColumns(): ProColumns<AuditRow>[] {
  const { t } = useTranslation('auditLog');
  return [
    {
      title: t('field.at'),
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      render: (_, r) => formatDateTime(r.at),
      search: { transform: (v: unknown[]) => ({ from: toInstant(v[0]), to: toInstant(v[1]) }) },
    },
    { title: t('field.actor'), dataIndex: 'actor', hideInTable: true, fieldProps: { placeholder: t('hint.actor') } },
    { title: t('field.actor'), dataIndex: 'actorAccount', search: false },
    {
      title: t('field.action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { options: actionOptions(t), showSearch: true, optionFilterProp: 'label', 'data-testid': 'audit-search-action' },
      render: (_, r) => <span data-testid="audit-action">{actionLabel(t, r.action)}</span>,
    },
    {
      title: t('field.entity'),
      dataIndex: 'entity',
      valueType: 'select',
      fieldProps: { options: entityOptions(t), showSearch: true, optionFilterProp: 'label', 'data-testid': 'audit-search-entity' },
      render: (_, r) => <span data-testid="audit-entity">{entityLabel(t, r.entity)}</span>,
    },
    { title: t('field.entityId'), dataIndex: 'entityId' },
    { title: t('field.org'), dataIndex: 'orgId', hideInTable: true, renderFormItem: () => <OrgTreeSelect testId="audit-org" /> },
    { title: t('field.reason'), dataIndex: 'reason', search: false, ellipsis: true, render: (_, r) => reasonText(t, r.reason) },
    { title: t('field.ip'), dataIndex: 'ip', search: false },
  ];
}
