import { useState } from 'react';
import { Alert, App, Modal, Result, Select, Space, Typography } from 'antd';
import type { WasteRow, WasteToInventoryResult } from '@carbon/domain';
import { DialogFooter } from '../../../../components/dialog-submitter';
import { useFillable, useTasksOf, useToInventory } from '../../api/records-api';
import type { RecordLabels } from '../labels';
import { batchOf, outcomeOf, taskFits, type Batch } from './waste-values';

type Props = { L: RecordLabels; rows: WasteRow[] | undefined; onClose: () => void };

/**
 * "Add to inventory task…" (`to-inventory-dialog`): the selected records (one legal entity and one
 * year) go to a task of that entity and period — a yearly task, or the monthly task of their month —
 * as scope 3 category 5 entries. The answer says how many were added and how many were already in
 * the task (skipped, never added twice).
 */
export function ToInventoryDialog({ L, rows, onClose }: Props) {
  return rows ? <Body L={L} rows={rows} onClose={onClose} /> : null;
}

function Body({ L, rows, onClose }: { L: RecordLabels; rows: WasteRow[]; onClose: () => void }) {
  const batch = batchOf(rows);
  const [result, setResult] = useState<WasteToInventoryResult>();
  const common = { open: true, title: L.t('toInventory.title'), onCancel: onClose, wrapProps: { 'data-testid': 'to-inventory-dialog' } };
  if (result) {
    const { added, skipped } = outcomeOf(result);
    return (
      <Modal {...common} footer={<DialogFooter prefix="to-inventory" onCancel={onClose} onOk={onClose} />}>
        <Result
          status={added > 0 ? 'success' : 'info'}
          title={<span data-testid="to-inventory-added">{L.t('toInventory.added', { count: added })}</span>}
          subTitle={
            skipped > 0 ? <span data-testid="to-inventory-skipped">{L.t('toInventory.skipped', { count: skipped })}</span> : undefined
          }
        />
      </Modal>
    );
  }
  if (batch === 'mixed' || batch === 'empty')
    return (
      <Modal {...common} footer={<DialogFooter prefix="to-inventory" onCancel={onClose} onOk={onClose} />}>
        <Alert type="warning" showIcon data-testid="to-inventory-mixed" message={L.t(`toInventory.${batch}`)} />
      </Modal>
    );
  return <ChooseTask L={L} rows={rows} batch={batch} onClose={onClose} onDone={setResult} common={common} />;
}

type ChooseProps = {
  L: RecordLabels;
  rows: WasteRow[];
  batch: Exclude<Batch, 'mixed' | 'empty'>;
  onClose: () => void;
  onDone: (r: WasteToInventoryResult) => void;
  common: { open: boolean; title: string; onCancel: () => void; wrapProps: Record<string, string> };
};

function ChooseTask({ L, rows, batch, onClose, onDone, common }: ChooseProps) {
  const { message } = App.useApp();
  const tasks = useTasksOf(batch.orgId, batch.year);
  const add = useToInventory();
  const [taskId, setTaskId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const fits = (tasks.data?.rows ?? []).filter((t) => taskFits(t, batch));
  // only the tasks the user can still fill (issue 29: read-only ones were offered and failed after confirming)
  const fillable = useFillable(fits.map((t) => t.id));
  const fitting = fits.filter((t) => fillable?.has(t.id));
  const readOnly = fillable ? fits.length - fitting.length : 0;
  const period = (month: number | null) =>
    month === null ? L.t('toInventory.yearly', { year: batch.year }) : L.t('toInventory.monthly', { year: batch.year, month });

  const submit = async () => {
    if (!taskId) {
      setFailure(L.t('toInventory.chooseTask'));
      return;
    }
    setFailure(undefined);
    try {
      const r = await add.mutateAsync({ taskId, ids: rows.map((w) => w.id) });
      onDone(r);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      setFailure(reason);
      void message.error(L.t('toInventory.failed', { reason }));
    }
  };

  return (
    <Modal
      {...common}
      maskClosable={false}
      footer={<DialogFooter prefix="to-inventory" onCancel={onClose} onOk={() => void submit()} loading={add.isPending} />}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text data-testid="to-inventory-batch">
          {L.t('toInventory.batch', { count: rows.length, org: batch.orgName, year: batch.year })}
        </Typography.Text>
        <Select
          data-testid="to-inventory-task"
          value={taskId}
          onChange={(v: string) => {
            setTaskId(v);
            setFailure(undefined);
          }}
          loading={tasks.isFetching || (fits.length > 0 && !fillable)}
          options={fitting.map((t) => ({ value: t.id, label: `${t.name} · ${t.projectName} · ${period(t.month)}` }))}
          placeholder={L.t('toInventory.taskPlaceholder')}
          notFoundContent={
            tasks.isFetching || !fillable ? undefined : (
              <span data-testid="to-inventory-no-task">
                {readOnly > 0 ? L.t('toInventory.noOpenTask', { count: readOnly }) : L.t('toInventory.noTask')}
              </span>
            )
          }
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary">{L.t('toInventory.hint')}</Typography.Text>
        {failure && <Alert type="error" showIcon message={failure} data-testid="to-inventory-error" />}
      </Space>
    </Modal>
  );
}
