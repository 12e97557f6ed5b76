import { useState } from 'react';
import { Alert, Button, Card, Form, Result, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { PermitRow } from '@carbon/domain';
import { ApiError } from '../../../../lib/api';
import { useAddPermit } from '../../api/records-api';
import { RECORDS_ROUTES, useRecordLabels, type RecordLabels } from '../labels';
import { PermitFields } from './permit-fields';
import { PERMIT_DATES, permitBodyOf, permitValuesOf, type PermitValues } from './permit-values';

/** The form's fields: a server error naming one is shown under it. */
const FORM_FIELDS = new Set<string>([
  'orgId',
  'name',
  'applicationType',
  'reportForm',
  'approvalNumber',
  'approvalAuthority',
  'contact',
  'remark',
  ...PERMIT_DATES,
]);

/**
 * /apply (spec §2, a hidden standalone route): the application form of an environmental-impact
 * project, without the shell. It creates the project through `envPermit/add` (planned), then
 * shows what was filed with links to the project among the EIA projects and to a new application.
 */
export function ApplyPage() {
  const L = useRecordLabels();
  const [filed, setFiled] = useState<PermitRow>();
  return (
    <main style={{ minHeight: '100vh', background: '#f5f5f5', padding: '32px 16px' }} data-testid="apply-page">
      <Card style={{ maxWidth: 860, margin: '0 auto' }} title={L.t('apply.title')}>
        {filed ? <Filed L={L} row={filed} onAgain={() => setFiled(undefined)} /> : <ApplyForm L={L} onFiled={setFiled} />}
      </Card>
    </main>
  );
}

function ApplyForm({ L, onFiled }: { L: RecordLabels; onFiled: (row: PermitRow) => void }) {
  const [form] = Form.useForm<PermitValues>();
  const add = useAddPermit();
  const [failure, setFailure] = useState<string>();

  const submit = async (values: PermitValues) => {
    setFailure(undefined);
    try {
      onFiled(await add.mutateAsync(permitBodyOf(values)));
    } catch (e) {
      if (e instanceof ApiError && e.field && FORM_FIELDS.has(e.field)) {
        form.setFields([{ name: e.field as keyof PermitValues, errors: [e.message] }]);
        return;
      }
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Form<PermitValues>
      form={form}
      layout="vertical"
      initialValues={permitValuesOf(undefined)}
      onFinish={(v) => void submit(v)}
      disabled={add.isPending}
    >
      <Typography.Paragraph type="secondary">{L.t('apply.intro')}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={L.t('apply.failed', { reason: failure })}
          data-testid="apply-error"
        />
      )}
      <PermitFields L={L} prefix="apply" />
      <Space>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="apply-submit">
          {L.t('apply.submit')}
        </Button>
        <Link to={RECORDS_ROUTES.permit()} data-testid="apply-back">
          {L.t('apply.back')}
        </Link>
      </Space>
    </Form>
  );
}

function Filed({ L, row, onAgain }: { L: RecordLabels; row: PermitRow; onAgain: () => void }) {
  return (
    <Result
      status="success"
      data-testid="apply-done"
      title={L.t('apply.done')}
      subTitle={
        <span data-testid="apply-done-summary">
          {L.t('apply.doneSummary', {
            name: row.name,
            org: row.orgName,
            type: L.applicationType(row.applicationType),
            form: L.reportForm(row.reportForm),
            status: L.construction(row.constructionStatus),
          })}
        </span>
      }
      extra={[
        <Link key="view" to={RECORDS_ROUTES.permit(row.id)} data-testid="apply-view">
          <Button type="primary">{L.t('apply.view')}</Button>
        </Link>,
        <Button key="again" data-testid="apply-again" onClick={onAgain}>
          {L.t('apply.again')}
        </Button>,
      ]}
    />
  );
}
