import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, InputNumber, Popconfirm, Space, Spin, Typography } from 'antd';
import { DEFAULT_BASELINE_YEAR, orgContract, type DomainError } from '@carbon/domain';
import { ExportButton } from '../../../components/export-button';
import { ImportButton } from '../../../components/import-button';
import { useActionMessage } from '../../../components/action-messages';
import { usePerm } from '../../../components/use-perm';
import { ApiError } from '../../../lib/api';
import { useCall } from '../../../lib/query';
import {
  settingEndpoints,
  useControlGoals,
  useOrgTypeTree,
  useReductionGoals,
  useSaveControl,
  useSaveReduction,
  type SettingKind,
} from '../api/goal-api';
import { thisYear, useGoalLabels, type GoalLabels } from '../shared/labels';
import { AssignedCard } from './assigned-card';
import { cellOf, checkSave, wireRow, type GoalOrg } from './decomposition';
import { DecompositionTable, type BadCell } from './decomposition-table';
import { GoalFileField, type GoalFile } from './goal-file';
import { RevisionsDrawer } from './revisions-drawer';
import { useDecomposition } from './use-decomposition';

/** A rule's message in the reader's language, its field named by label (as the server words it). */
export function ruleMessage(L: GoalLabels, e: DomainError): string {
  const field = e.params.field;
  return L.td(e.key, { ...e.params, ...(typeof field === 'string' ? { field: L.field(field) } : {}) });
}

type Problem = { message: string; cell: BadCell; from: 'rule' | 'server' };

/**
 * Goal setting and decomposition (Absolute_Control: `kind` control; Project_Goal: reduction;
 * data-testid `goal-setting-page`): the year and baseline year, the decomposition table, the
 * rules mirrored from the domain before anything is sent and the server's message on a
 * refusal, save as draft or submit, the goal file, import / export, and each row's history.
 */
export function GoalSettingPage({ kind }: { kind: SettingKind }) {
  const L = useGoalLabels();
  const can = usePerm();
  const outcome = useActionMessage();
  const endpoints = settingEndpoints(kind);
  // a to-do's link names the year to split (?year=)
  const [params] = useSearchParams();
  const [year, setYear] = useState(() => {
    const linked = Number(params.get('year'));
    return Number.isInteger(linked) && linked >= 2000 && linked <= 2100 ? linked : thisYear();
  });
  const [baseline, setBaseline] = useState<number | null>(null);
  const [file, setFile] = useState<GoalFile | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [history, setHistory] = useState<GoalOrg | null>(null);
  const tree = useOrgTypeTree();
  // treeWithPark also names the scope's ancestors (a whole tree from the root): the scope is treeWithoutParent's
  const scopeTree = useCall(orgContract.endpoints.treeWithoutParent, undefined, { staleTime: 60_000 });
  const control = useControlGoals(year);
  const reduction = useReductionGoals(year);
  const goals = kind === 'control' ? control : reduction;
  const rows = goals.data?.rows;
  const d = useDecomposition(kind, tree.data, scopeTree.data, rows);
  const saveControl = useSaveControl();
  const saveReduction = useSaveReduction();
  const saving = saveControl.isPending || saveReduction.isPending;

  const storedBaseline = rows?.[0]?.baselineYear ?? DEFAULT_BASELINE_YEAR;
  const baselineYear = baseline ?? storedBaseline;
  const storedFile = useMemo(() => {
    const r = rows?.find((x) => x.editable && x.fileId);
    return r?.fileId ? { id: r.fileId, name: r.fileName ?? r.fileId } : null;
  }, [rows]);
  const shownFile = file ?? storedFile;
  const home = d.orgs.find((o) => o.inScope)?.orgId;
  const live = useMemo(
    () => (d.saveRows.length ? checkSave(kind, { year, baselineYear }, d.saveRows, rows ?? [], d.orgs) : undefined),
    [kind, year, baselineYear, d.saveRows, rows, d.orgs],
  );
  const shown: Problem | null = live
    ? { message: ruleMessage(L, live), cell: cellOf(live.field, d.saveRows), from: 'rule' }
    : problem?.from === 'server'
      ? problem
      : null;

  const changeYear = (y: number | null) => {
    if (!y) return;
    setYear(y);
    setFile(null);
    setBaseline(null);
    setProblem(null);
  };

  const save = async (submit: boolean) => {
    const action = submit ? 'submit' : 'save';
    const broken = checkSave(kind, { year, baselineYear }, d.saveRows, rows ?? [], d.orgs);
    if (broken) {
      const message = ruleMessage(L, broken);
      setProblem({ message, cell: cellOf(broken.field, d.saveRows), from: 'rule' });
      outcome.failure(action, new Error(message));
      return;
    }
    const wire = d.saveRows.map((r) => wireRow(r.orgId, r.values, d.stored.get(r.orgId)?.version));
    const body = { year, baselineYear, submit, ...(shownFile ? { fileId: shownFile.id } : {}) };
    try {
      if (kind === 'control') await saveControl.mutateAsync({ ...body, rows: wire as never });
      else await saveReduction.mutateAsync({ ...body, rows: wire as never });
      setProblem(null);
      outcome.success(action);
    } catch (e) {
      const field = e instanceof ApiError ? e.field : undefined;
      setProblem({ message: e instanceof Error ? e.message : String(e), cell: cellOf(field, d.saveRows), from: 'server' });
      outcome.failure(action, e);
    }
  };

  const canSave = can(endpoints.save.permission);
  const loading = tree.isLoading || scopeTree.isLoading || goals.isLoading;
  const error = goals.error ?? tree.error ?? scopeTree.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="goal-setting-page">
      <Card size="small">
        <Space wrap size="large">
          <Space>
            <Typography.Text>{L.t('field.year')}</Typography.Text>
            <InputNumber data-testid="goal-year" min={1900} max={9999} precision={0} value={year} onChange={changeYear} />
          </Space>
          <Space>
            <Typography.Text>{L.t('field.baselineYear')}</Typography.Text>
            <InputNumber
              data-testid="goal-baseline"
              min={1900}
              max={9999}
              precision={0}
              value={baselineYear}
              disabled={!canSave}
              onChange={(v) => setBaseline(v)}
            />
          </Space>
          <GoalFileField L={L} kind={kind} year={year} orgId={home} file={shownFile} canUpload={canSave} onUploaded={setFile} />
          <Space wrap>
            {can(endpoints.import.permission) && (
              <ImportButton
                testId="goal-import"
                endpoint={endpoints.import}
                template={endpoints.template}
                templateName={L.t(`template.${kind}`)}
              />
            )}
            {can(endpoints.export.permission) && (
              <ExportButton
                testId="goal-export"
                endpoint={endpoints.export}
                getQuery={() => ({ year })}
                fallbackName={L.t(`exportName.setting.${kind}`, { year })}
              />
            )}
          </Space>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {L.t(`hint.${kind}`)}
        </Typography.Paragraph>
      </Card>
      {d.roots.slice(0, 5).map((r) => (
        <AssignedCard key={r.orgId} L={L} kind={kind} year={year} orgId={r.orgId} />
      ))}
      {error && <Alert type="error" showIcon message={error.message} />}
      {loading ? (
        <Spin data-testid="goal-loading" />
      ) : d.orgs.length === 0 ? (
        <Alert type="info" showIcon data-testid="goal-no-orgs" message={L.t('table.noOrgs')} />
      ) : (
        <DecompositionTable
          kind={kind}
          L={L}
          orgs={d.orgs}
          values={d.values}
          stored={d.stored}
          editable={d.editable}
          sums={d.sums}
          bad={shown?.cell}
          onChange={d.setCell}
          onSpread={d.spread}
          onHistory={setHistory}
        />
      )}
      {shown && (
        <Alert type="error" showIcon data-testid={shown.from === 'rule' ? 'goal-rule' : 'goal-server-error'} message={shown.message} />
      )}
      {canSave && (
        <Space>
          <Button data-testid="goal-save" loading={saving} disabled={!d.saveRows.length} onClick={() => void save(false)}>
            {L.t('action.saveDraft')}
          </Button>
          <Popconfirm
            title={L.t('action.submitConfirm')}
            okButtonProps={{ 'data-testid': 'goal-submit-ok' }}
            onConfirm={() => void save(true)}
            disabled={!d.saveRows.length}
          >
            <Button type="primary" data-testid="goal-submit" loading={saving} disabled={!d.saveRows.length}>
              {L.t('action.submit')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      <RevisionsDrawer L={L} kind={kind} year={year} org={history} onClose={() => setHistory(null)} />
    </Space>
  );
}

/** /Management_by_objectives/Goal_SAD/Absolute_Control */
export const ControlGoalPage = () => <GoalSettingPage kind="control" />;
/** /Management_by_objectives/Goal_SAD/Project_Goal */
export const ReductionGoalPage = () => <GoalSettingPage kind="reduction" />;
