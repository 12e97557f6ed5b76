import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CODE, inventoryOffsetRow, inventoryOffsetSaveRequest } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { ApiError } from '../../../lib/api';
import { useDeleteOffset, useOffsets, useSaveOffset } from '../api/fill-api';
import { enumOptions, enumText, FILL_NS, OFFSET_STANDARD } from './labels';

type Offset = z.infer<typeof inventoryOffsetRow>;
type Values = { name: string; standard: string; serialNumber?: string; vintage?: number; tco2e: string };

/** Offsets of the task (data-testid `offsets`): reported separately, never subtracted from the scopes. */
export function OffsetsCard({ taskId, editable }: { taskId: string; editable: boolean }) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const list = useOffsets(taskId);
  const save = useSaveOffset();
  const remove = useDeleteOffset();
  const [editing, setEditing] = useState<{ row?: Offset } | null>(null);
  const [form] = Form.useForm<Values>();
  const amount = inventoryOffsetSaveRequest.shape.tco2e;

  const open = (row?: Offset) => {
    form.resetFields();
    if (row)
      form.setFieldsValue({
        name: row.name,
        standard: row.standard,
        serialNumber: row.serialNumber ?? undefined,
        vintage: row.vintage ?? undefined,
        tco2e: row.tco2e,
      });
    setEditing(row ? { row } : {});
  };

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({
        taskId,
        ...(editing?.row ? { id: editing.row.id, version: editing.row.version } : {}),
        name: v.name.trim(),
        standard: v.standard as 'ccer',
        ...(v.serialNumber?.trim() ? { serialNumber: v.serialNumber.trim() } : {}),
        ...(v.vintage ? { vintage: v.vintage } : {}),
        tco2e: v.tco2e.trim(),
      });
      void message.success(t('offset.saved'));
      setEditing(null);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      void message.error(e instanceof ApiError && e.code === CODE.CONFLICT ? reason : t('offset.saveFailed', { reason }));
    }
  };

  return (
    <Card
      size="small"
      title={t('offset.title')}
      data-testid="offsets"
      extra={
        editable && (
          <Button size="small" icon={<PlusOutlined />} data-testid="offset-add" onClick={() => open()}>
            {t('offset.add')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('offset.hint')}</Typography.Paragraph>
      <Table<Offset>
        size="small"
        rowKey="id"
        pagination={false}
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={[
          { title: t('offset.name'), dataIndex: 'name' },
          { title: t('offset.standard'), dataIndex: 'standard', render: (v: string) => enumText(td, OFFSET_STANDARD, v) },
          { title: t('offset.serialNumber'), dataIndex: 'serialNumber', render: (v: string | null) => v ?? '—' },
          { title: t('offset.vintage'), dataIndex: 'vintage', render: (v: number | null) => v ?? '—' },
          { title: t('offset.tco2e'), dataIndex: 'tco2e', align: 'right' },
          ...(editable
            ? [
                {
                  title: t('actions'),
                  key: 'a',
                  render: (_: unknown, r: Offset) => (
                    <Space size={4}>
                      <Typography.Link onClick={() => open(r)}>{t('edit')}</Typography.Link>
                      <ConfirmRowDelete
                        title={t('offset.deleteConfirm')}
                        label={t('delete')}
                        onConfirm={() =>
                          remove.mutateAsync({ id: r.id }).then(
                            () => undefined,
                            (e: unknown) => void message.error(e instanceof Error ? e.message : String(e)),
                          )
                        }
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={!!editing}
        title={t(editing?.row ? 'offset.edit' : 'offset.add')}
        onCancel={() => setEditing(null)}
        onOk={() => void onOk()}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'offset-ok' }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('offset.name')}
            rules={[{ required: true, whitespace: true, message: t('rule.required', { field: t('offset.name') }) }]}
          >
            <Input maxLength={100} data-testid="offset-name" />
          </Form.Item>
          <Form.Item
            name="standard"
            label={t('offset.standard')}
            rules={[{ required: true, message: t('rule.required', { field: t('offset.standard') }) }]}
          >
            <Select options={enumOptions(td, OFFSET_STANDARD)} data-testid="offset-standard" />
          </Form.Item>
          <Form.Item name="serialNumber" label={t('offset.serialNumber')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="vintage" label={t('offset.vintage')}>
            <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="tco2e"
            label={t('offset.tco2e')}
            rules={[
              { required: true, message: t('rule.required', { field: t('offset.tco2e') }) },
              {
                validator: async (_r, v: string | undefined) => {
                  if (v && !amount.safeParse(v.trim()).success) throw new Error(td('inventory.offset.amount'));
                },
              },
            ]}
          >
            <Input data-testid="offset-tco2e" suffix="tCO2e" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
