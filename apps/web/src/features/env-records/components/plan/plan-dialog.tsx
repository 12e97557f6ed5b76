import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMERGENCY_PLAN_TYPE, planFields, type PlanFields, type PlanRow } from '@carbon/domain';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';
import { OrgTreeSelect } from '../../../../components/org-tree-select';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { zodRule } from '../../../../lib/form-rules';
import { planApi } from '../../api/records-api';
import { dateRules } from '../date-rules';
import { enumOptions } from '../../../../lib/enum-labels';
import { fromDay, toDay, type RecordLabels } from '../labels';

export type PlanValues = {
  orgId?: string;
  planType?: number;
  name?: string;
  filingNumber?: string;
  filingAuthority?: string;
  filingDate?: Dayjs | null;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  remark?: string;
};

export const planValuesOf = (r: PlanRow | undefined): PlanValues =>
  r
    ? {
        orgId: r.orgId,
        planType: r.planType,
        name: r.name,
        filingNumber: r.filingNumber,
        filingAuthority: r.filingAuthority ?? '',
        filingDate: fromDay(r.filingDate) ?? null,
        validFrom: fromDay(r.validFrom) ?? null,
        validTo: fromDay(r.validTo) ?? null,
        remark: r.remark ?? '',
      }
    : { planType: 1 };

/** The request of the values: texts trimmed, dates as YYYY-MM-DD (the filing date left out when empty). */
export function planBodyOf(v: PlanValues): PlanFields {
  const filingDate = toDay(v.filingDate);
  return {
    orgId: v.orgId ?? '',
    planType: v.planType ?? 0,
    name: (v.name ?? '').trim(),
    filingNumber: (v.filingNumber ?? '').trim(),
    filingAuthority: (v.filingAuthority ?? '').trim(),
    validFrom: toDay(v.validFrom) ?? '',
    validTo: toDay(v.validTo) ?? '',
    remark: (v.remark ?? '').trim(),
    ...(filingDate ? { filingDate } : {}),
  };
}

/**
 * Add / edit an emergency plan (`plan-dialog`): organisation, type (3), name, filing number,
 * authority and date, the validity (its end not before its start), remarks. The plan's file is
 * added in its files dialog.
 */
export function PlanDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<PlanRow> }) {
  const rule = (field: keyof typeof planFields.shape) => zodRule(planFields, field, L.field(field), L.td);
  const { dateRule, orderRule } = dateRules(L, planFields);
  return (
    <EntityFormDialog<PlanRow, PlanValues, typeof planApi.detail, typeof planApi.add, typeof planApi.edit>
      prefix="plan"
      dialog={dialog}
      width={720}
      title={(mode) => L.t(`plan.${mode}`)}
      detail={planApi.detail}
      initialValues={planValuesOf}
      add={{ endpoint: planApi.add, body: planBodyOf }}
      edit={{ endpoint: planApi.edit, body: planBodyOf }}
    >
      <Form.Item name="orgId" label={L.field('orgId')} rules={[rule('orgId')]}>
        <OrgTreeSelect testId="plan-orgId" />
      </Form.Item>
      <Form.Item name="planType" label={L.field('planType')} rules={[rule('planType')]}>
        <Select data-testid="plan-planType" options={enumOptions(L.td, EMERGENCY_PLAN_TYPE, Number)} />
      </Form.Item>
      <Form.Item name="name" label={L.t('plan.name')} rules={[zodRule(planFields, 'name', L.t('plan.name'), L.td)]}>
        <Input data-testid="plan-name" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="filingNumber" label={L.field('filingNumber')} rules={[rule('filingNumber')]}>
            <Input data-testid="plan-filingNumber" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="filingAuthority" label={L.field('filingAuthority')} rules={[rule('filingAuthority')]}>
            <Input data-testid="plan-filingAuthority" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="filingDate" label={L.field('filingDate')} rules={[dateRule('filingDate')]}>
            <DatePicker data-testid="plan-filingDate" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="validFrom" label={L.field('validFrom')} rules={[dateRule('validFrom')]}>
            <DatePicker data-testid="plan-validFrom" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="validTo"
            label={L.field('validTo')}
            dependencies={['validFrom']}
            rules={[dateRule('validTo'), orderRule('validFrom', 'validTo')]}
            extra={L.t('plan.reminderHint')}
          >
            <DatePicker data-testid="plan-validTo" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={L.field('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid="plan-remark" maxLength={1000} rows={3} />
      </Form.Item>
    </EntityFormDialog>
  );
}
