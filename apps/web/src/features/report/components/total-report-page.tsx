import { useState } from 'react';
import { Alert, App, Button, Card, Form, Radio, Space, Spin, Tabs, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REPORT_TEMPLATES, type ReportApproach, type ReportTemplate } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { usePerm } from '../../../components/use-perm';
import { reportApi, reportIdOf, useCompare, useConsolidate } from '../api/report-api';
import { BaseYearPanel } from './base-year-panel';
import { CompareTables } from './compare-tables';
import { ProjectSelect } from './project-select';
import { REPORT_ROUTES, useReportLabels } from './labels';

const APPROACHES: readonly ReportApproach[] = ['equity', 'operational', 'financial'];

type Values = { projectId?: string; orgId?: string; approach: ReportApproach; template: ReportTemplate };
type Chosen = { projectId: string; orgId: string; template: ReportTemplate };
type Tab = 'consolidate' | 'baseYear';
const tabOf = (value: string | null): Tab => (value === 'baseYear' ? 'baseYear' : 'consolidate');

/**
 * /carbonButler/totalReport[?projectId=&orgId=&tab=baseYear] (data-testid `total-report-page`):
 * consolidates a project over an organisation's subtree by the chosen approach and template into
 * a draft report, and compares the three approaches side by side (nothing stored); the Base year
 * tab keeps the chosen organisation's base year.
 */
export function TotalReportPage() {
  const L = useReportLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const consolidate = useConsolidate();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const compare = useCompare(chosen);
  const [tab, setTab] = useState<Tab>(tabOf(params.get('tab')));
  const orgId = Form.useWatch('orgId', form);
  const initial: Values = {
    approach: 'equity',
    template: 'ghg',
    ...(reportIdOf(params.get('projectId')) ? { projectId: reportIdOf(params.get('projectId')) } : {}),
    ...(reportIdOf(params.get('orgId')) ? { orgId: reportIdOf(params.get('orgId')) } : {}),
  };

  const valid = () => form.validateFields().catch(() => null);
  const onConsolidate = async () => {
    const v = await valid();
    if (!v?.projectId || !v.orgId) return;
    try {
      const report = await consolidate.mutateAsync({ projectId: v.projectId, orgId: v.orgId, approach: v.approach, template: v.template });
      void message.success(L.t('consolidate.done'));
      void navigate(REPORT_ROUTES.report(report.id, 0));
    } catch (e) {
      void message.error(L.t('consolidate.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const onCompare = async () => {
    const v = await valid();
    if (v?.projectId && v.orgId) setChosen({ projectId: v.projectId, orgId: v.orgId, template: v.template });
  };
  const required = (field: string) => ({ required: true, message: L.t('consolidate.required', { field: L.t(field) }) });

  const consolidation = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={L.t('consolidate.title')} extra={<Link to={REPORT_ROUTES.allReport}>{L.t('link.allReports')}</Link>}>
        <Typography.Paragraph type="secondary">{L.t('consolidate.hint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={initial} onValuesChange={() => setChosen(null)}>
          <Form.Item name="projectId" label={L.t('consolidate.project')} rules={[required('consolidate.project')]}>
            <ProjectSelect
              onChange={(id, orgId) => {
                form.setFieldValue('projectId', id);
                if (orgId && !form.getFieldValue('orgId')) form.setFieldValue('orgId', orgId);
                setChosen(null);
              }}
            />
          </Form.Item>
          <Form.Item name="orgId" label={L.t('consolidate.org')} rules={[required('consolidate.org')]}>
            <OrgTreeSelect testId="consolidate-org" />
          </Form.Item>
          <Form.Item name="approach" label={L.t('consolidate.approach')} extra={L.t('consolidate.approachHint')}>
            <Radio.Group optionType="button" data-testid="consolidate-approach">
              {APPROACHES.map((a) => (
                <Radio.Button key={a} value={a}>
                  <span data-testid={`approach-${a}`}>{L.approach(a)}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="template" label={L.t('consolidate.template')}>
            <Radio.Group optionType="button" data-testid="consolidate-template">
              {REPORT_TEMPLATES.map((x) => (
                <Radio.Button key={x} value={x}>
                  <span data-testid={`template-${x}`}>{L.template(x)}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Space wrap>
            {can(reportApi.consolidate.permission) && (
              <Button type="primary" data-testid="consolidate-submit" loading={consolidate.isPending} onClick={() => void onConsolidate()}>
                {L.t('consolidate.submit')}
              </Button>
            )}
            <Button data-testid="compare-submit" loading={compare.isFetching} onClick={() => void onCompare()}>
              {L.t('compare.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
      {compare.error && <Alert type="error" showIcon message={<span data-testid="compare-error">{compare.error.message}</span>} />}
      {chosen && compare.isLoading && <Spin />}
      {compare.data && chosen && <CompareTables data={compare.data} />}
    </Space>
  );

  return (
    <div data-testid="total-report-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(tabOf(k))}
        items={[
          // The form stays mounted on the other tab: it holds the organisation both tabs share.
          {
            key: 'consolidate',
            label: <span data-testid="tab-consolidate">{L.t('tabs.consolidate')}</span>,
            children: consolidation,
            forceRender: true,
          },
          {
            key: 'baseYear',
            label: <span data-testid="tab-base-year">{L.t('tabs.baseYear')}</span>,
            children: (
              <BaseYearPanel
                orgId={orgId}
                onOrgChange={(v) => {
                  form.setFieldValue('orgId', v);
                  setChosen(null);
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
