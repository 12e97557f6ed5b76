import { useState } from 'react';
import { App, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InventoryTaskDetail } from '@carbon/domain';
import { useCopyTask, useOrgTasks } from '../api/fill-api';
import { FILL_NS } from './labels';

/**
 * Copy from a previous period (data-testid `copy-dialog`): an earlier task of the same organisation;
 * its sources and facilities (not their amounts) become entries of this task.
 */
export function CopyDialog({ task, open, onClose }: { task: InventoryTaskDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(FILL_NS);
  const { message } = App.useApp();
  const tasks = useOrgTasks(open ? task.orgId : undefined);
  const copy = useCopyTask();
  const [from, setFrom] = useState<string | undefined>();
  const options = (tasks.data?.rows ?? [])
    .filter((r) => r.id !== task.id && r.orgId === task.orgId)
    .map((r) => ({
      value: r.id,
      label: `${r.projectName} · ${r.month ? `${r.year}-${String(r.month).padStart(2, '0')}` : r.year} · ${r.name}`,
    }));

  const onOk = async () => {
    if (!from) {
      void message.error(t('copy.choose'));
      return;
    }
    try {
      const { copied } = await copy.mutateAsync({ id: task.id, fromTaskId: from });
      void message.success(t('copy.done', { count: copied }));
      onClose();
    } catch (e) {
      void message.error(t('copy.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <Modal
      open={open}
      title={t('copy.title')}
      onCancel={onClose}
      onOk={() => void onOk()}
      okButtonProps={{ loading: copy.isPending }}
      destroyOnHidden
    >
      <div data-testid="copy-dialog">
        <Typography.Paragraph type="secondary">{t('copy.hint')}</Typography.Paragraph>
        <Select
          data-testid="copy-from"
          style={{ width: '100%' }}
          value={from}
          onChange={setFrom}
          loading={tasks.isLoading}
          options={options}
          placeholder={t('copy.pick')}
          notFoundContent={t('copy.noTasks')}
        />
      </div>
    </Modal>
  );
}
