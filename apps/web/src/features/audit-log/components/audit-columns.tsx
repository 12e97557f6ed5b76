import dayjs from 'dayjs';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';

const toInstant = (v: unknown) => (v ? dayjs(String(v)).toISOString() : undefined);

/** Columns and search fields: user, entity, action, time range, organisation. */
export function useAuditColumns(): ProColumns<AuditRow>[] {
  const { t } = useTranslation('auditLog');
  return [
    {
      title: t('field.at'),
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      render: (_, r) => dayjs(r.at).format('YYYY-MM-DD HH:mm:ss'),
      search: { transform: (v: unknown[]) => ({ from: toInstant(v[0]), to: toInstant(v[1]) }) },
    },
    { title: t('field.actor'), dataIndex: 'actor', hideInTable: true, fieldProps: { placeholder: t('hint.actor') } },
    { title: t('field.actor'), dataIndex: 'actorAccount', search: false },
    { title: t('field.action'), dataIndex: 'action' },
    { title: t('field.entity'), dataIndex: 'entity' },
    { title: t('field.entityId'), dataIndex: 'entityId' },
    { title: t('field.org'), dataIndex: 'orgId', hideInTable: true, renderFormItem: () => <OrgTreeSelect testId="audit-org" /> },
    { title: t('field.reason'), dataIndex: 'reason', search: false, ellipsis: true },
    { title: t('field.ip'), dataIndex: 'ip', search: false },
  ];
}
