import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Typography } from 'antd';
import {
  baseYearRecalculateRequest,
  baseYearSetRequest,
  CODE,
  DEFAULT_BASE_YEAR_THRESHOLD_PCT,
  type BaseYearDetail,
  type ReportApproach,
} from '@carbon/domain';
import { ApiError } from '../../../lib/api';
import { zodRule } from '../../../lib/form-rules';
import { useRecalculateBaseYear, useSetBaseYear } from '../api/report-api';
import { ProjectSelect } from './project-select';
import { useReportLabels } from './labels';
import { ConflictAlert } from '../../../components/conflict-alert';

const APPROACHES: readonly ReportApproach[] = ['equity', 'operational', 'financial'];
const REASON_MAX = 200;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

type SetValues = { projectId?: string; approach: ReportApproach; thresholdPct?: string };

type SetProps = { orgId: string; current: BaseYearDetail | null; onClose: () => void };

/**
 * Sets an organisation's base year (data-testid `base-year-set-dialog`, report:baseYear): an
 * approved inventory project, the consolidation approach and the significance threshold. The
 * server refuses a project with unapproved tasks (its message shows here).
 */
export function SetBaseYearDialog({ orgId, current, onClose }: SetProps) {
  const L = useReportLabels();
  const { message } = App.useApp();
  const [form] = Form.useForm<SetValues>();
  const save = useSetBaseYear();
  const [failure, setFailure] = useState<string | null>(null);
  const initial: SetValues = {
    approach: current?.approach ?? 'equity',
    thresholdPct: current?.thresholdPct ?? DEFAULT_BASE_YEAR_THRESHOLD_PCT,
  };

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.projectId) return;
    setFailure(null);
    try {
      const threshold = v.thresholdPct?.trim();
      const kept = await save.mutateAsync({
        orgId,
        projectId: v.projectId,
        approach: v.approach,
        ...(threshold ? { thresholdPct: threshold } : {}),
      });
      void message.success(L.t('baseYear.set.done', { year: kept.year }));
      onClose();
    } catch (e) {
      setFailure(messageOf(e));
    }
  };

  return (
    <Modal
      open
      title={L.t('baseYear.set.title')}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText={L.t('baseYear.set.submit')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'base-year-set-ok' }}
      destroyOnHidden
    >
      <div data-testid="base-year-set-dialog">
        <Typography.Paragraph type="secondary">{L.t('baseYear.set.hint')}</Typography.Paragraph>
        {current && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} message={L.t('baseYear.set.replace', { year: current.year })} />
        )}
        {failure && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} message={<span data-testid="base-year-set-error">{failure}</span>} />
        )}
        <Form form={form} layout="vertical" initialValues={initial}>
          <Form.Item
            name="projectId"
            label={L.t('baseYear.set.project')}
            extra={L.t('baseYear.set.projectHint')}
            rules={[{ required: true, message: L.t('consolidate.required', { field: L.t('baseYear.set.project') }) }]}
          >
            <ProjectSelect testId="base-year-project" completedOnly />
          </Form.Item>
          <Form.Item name="approach" label={L.t('consolidate.approach')}>
            <Radio.Group optionType="button" data-testid="base-year-approach">
              {APPROACHES.map((a) => (
                <Radio.Button key={a} value={a}>
                  <span data-testid={`base-year-approach-${a}`}>{L.approach(a)}</span>
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="thresholdPct"
            label={L.t('baseYear.set.threshold')}
            extra={L.t('baseYear.set.thresholdHint')}
            rules={[zodRule(baseYearSetRequest, 'thresholdPct', L.t('baseYear.set.threshold'), L.t)]}
          >
            <Input data-testid="base-year-threshold-input" suffix="%" style={{ maxWidth: 160 }} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

type RecalcProps = { detail: BaseYearDetail; onClose: () => void; onReload: () => void };

/**
 * Recalculates the base year (data-testid `base-year-recalc-dialog`, report:baseYear): explicit,
 * with a reason (required, at most 200 characters), carrying the version it was read at. When
 * someone else changed it first, the server's conflict message shows with Reload; nothing is
 * overwritten silently.
 */
export function RecalculateBaseYearDialog({ detail, onClose, onReload }: RecalcProps) {
  const L = useReportLabels();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const recalc = useRecalculateBaseYear();
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setConflict(null);
    setFailure(null);
    try {
      await recalc.mutateAsync({ orgId: detail.orgId, reason: v.reason.trim(), version: detail.version });
      void message.success(L.t('baseYear.recalc.done'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE.CONFLICT) setConflict(e.message);
      else setFailure(messageOf(e));
    }
  };
  const reload = () => {
    setConflict(null);
    onReload();
  };

  return (
    <Modal
      open
      title={L.t('baseYear.recalc.title', { year: detail.year })}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText={L.t('baseYear.recalc.submit')}
      okButtonProps={{ loading: recalc.isPending, danger: true, 'data-testid': 'base-year-recalc-ok' }}
      destroyOnHidden
    >
      <div data-testid="base-year-recalc-dialog">
        <Typography.Paragraph type="secondary">{L.t('baseYear.recalc.hint')}</Typography.Paragraph>
        <ConflictAlert conflict={conflict} prefix="base-year-recalc" onReload={reload} reloadText={L.t('baseYear.reload')} />
        {failure && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} message={<span data-testid="base-year-recalc-error">{failure}</span>} />
        )}
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={L.t('baseYear.recalc.reason')}
            rules={[zodRule(baseYearRecalculateRequest, 'reason', L.t('baseYear.recalc.reason'), L.t)]}
          >
            <Input.TextArea
              data-testid="base-year-reason"
              rows={3}
              maxLength={REASON_MAX}
              showCount
              placeholder={L.t('baseYear.recalc.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
