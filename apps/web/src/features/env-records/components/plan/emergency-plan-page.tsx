import { Space } from 'antd';
import { EMERGENCY_PLAN_TYPE, type PlanRow } from '@carbon/domain';
import { formatDate } from '../../../../lib/format';
import { planApi, useDeletePlan } from '../../api/records-api';
import { FiledRecordPage } from '../filed-record-page';
import { ExpiryTag } from '../record-files';
import { PlanDialog } from './plan-dialog';

/**
 * /environment/emergencyPlan: the emergency plans of the caller's data scope — type, filing number,
 * authority and date, validity with an "expiring soon" / "expired" tag (the server reminds the
 * creator 30 days before), the plan's files; add, edit, delete.
 */
export function EmergencyPlanPage() {
  const remove = useDeletePlan();
  return (
    <FiledRecordPage<PlanRow>
      kind="plan"
      api={planApi}
      type={{ field: 'planType', def: EMERGENCY_PLAN_TYPE }}
      remove={(row) => remove.mutateAsync({ id: row.id, version: row.version })}
      dialog={(L, dialog) => <PlanDialog L={L} dialog={dialog} />}
      columns={(L) => [
        { title: L.field('filingNumber'), dataIndex: 'filingNumber', search: false },
        { title: L.field('filingAuthority'), dataIndex: 'filingAuthority', search: false, render: (_, r) => r.filingAuthority ?? '—' },
        { title: L.field('filingDate'), dataIndex: 'filingDate', search: false, render: (_, r) => formatDate(r.filingDate) },
        {
          title: L.t('plan.validity'),
          dataIndex: 'validTo',
          search: false,
          render: (_, r) => (
            <Space size={4} wrap>
              <span>{`${formatDate(r.validFrom)} ~ ${formatDate(r.validTo)}`}</span>
              <ExpiryTag L={L} validTo={r.validTo} testId={`plan-expiry-${r.id}`} />
            </Space>
          ),
        },
        {
          title: L.field('expiring'),
          dataIndex: 'expiring',
          hideInTable: true,
          valueType: 'select',
          valueEnum: { true: { text: L.t('plan.expiringOnly') } },
          fieldProps: { 'data-testid': 'plan-search-expiring' },
        },
      ]}
    />
  );
}
