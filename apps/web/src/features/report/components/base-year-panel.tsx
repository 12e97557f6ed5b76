import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Space, Spin, Typography } from 'antd';
import { CalculatorOutlined, CheckCircleOutlined, FlagOutlined } from '@ant-design/icons';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { usePerm } from '../../../components/use-perm';
import { reportApi, useBaseYear, useBaseYearCheck } from '../api/report-api';
import { BaseYearCheckCard } from './base-year-check';
import { RecalculateBaseYearDialog, SetBaseYearDialog } from './base-year-dialogs';
import { BaseYearHistory, BaseYearSummary } from './base-year-summary';
import { useReportLabels } from './labels';

type Props = {
  /** The organisation chosen on the consolidation page (shared with its form). */
  orgId: string | undefined;
  onOrgChange: (orgId: string | undefined) => void;
};

type Dialog = 'set' | 'recalculate' | null;

/**
 * An organisation's base year (data-testid `base-year-panel`), on the consolidation page: the
 * kept figures and their history; Set (report:baseYear) from an approved project; Check, which
 * recomputes it with today's structure and stored results against the significance threshold;
 * Recalculate (report:baseYear), explicit and with a reason.
 */
export function BaseYearPanel({ orgId, onOrgChange }: Props) {
  const L = useReportLabels();
  const can = usePerm();
  const base = useBaseYear(orgId);
  const [checking, setChecking] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => setChecking(false), [orgId]);
  const check = useBaseYearCheck(orgId, checking);
  const detail = base.data ?? null;
  const mayChange = can(reportApi.setBaseYear.permission);

  const onCheck = () => {
    if (checking) void check.refetch();
    else setChecking(true);
  };
  const recalcButton = (testId: string, size?: 'small') =>
    mayChange && detail ? (
      <Button danger size={size} data-testid={testId} icon={<CalculatorOutlined />} onClick={() => setDialog('recalculate')}>
        {L.t('baseYear.recalc.button')}
      </Button>
    ) : null;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="base-year-panel">
      <Card
        size="small"
        title={L.t('baseYear.panelTitle')}
        extra={
          <Space wrap>
            {mayChange && (
              <Button
                data-testid="base-year-set-open"
                icon={<FlagOutlined />}
                disabled={!orgId || base.isLoading}
                onClick={() => setDialog('set')}
              >
                {L.t('baseYear.set.button')}
              </Button>
            )}
            <Button
              data-testid="base-year-check-open"
              icon={<CheckCircleOutlined />}
              disabled={!detail}
              loading={check.isFetching}
              onClick={onCheck}
            >
              {L.t('baseYear.check.button')}
            </Button>
            {recalcButton('base-year-recalc-open')}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{L.t('baseYear.hint')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={L.t('baseYear.org')} style={{ maxWidth: 480 }}>
            <OrgTreeSelect testId="base-year-org" value={orgId} onChange={(v) => onOrgChange(v)} />
          </Form.Item>
        </Form>
        {!orgId && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L.t('baseYear.chooseOrg')} />}
        {base.error && <Alert type="error" showIcon message={<span data-testid="base-year-error">{base.error.message}</span>} />}
        {orgId && base.isLoading && <Spin />}
        {orgId && base.data === null && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="base-year-empty">{L.t('baseYear.notSet')}</span>} />
        )}
        {detail && <BaseYearSummary detail={detail} />}
      </Card>
      {checking && check.error && (
        <Alert type="error" showIcon message={<span data-testid="base-year-check-error">{check.error.message}</span>} />
      )}
      {checking && check.data && detail && (
        <BaseYearCheckCard check={check.data} action={recalcButton('base-year-check-recalc', 'small')} />
      )}
      {detail && <BaseYearHistory detail={detail} />}
      {dialog === 'set' && orgId && <SetBaseYearDialog orgId={orgId} current={detail} onClose={() => setDialog(null)} />}
      {dialog === 'recalculate' && detail && (
        <RecalculateBaseYearDialog detail={detail} onClose={() => setDialog(null)} onReload={() => void base.refetch()} />
      )}
    </Space>
  );
}
