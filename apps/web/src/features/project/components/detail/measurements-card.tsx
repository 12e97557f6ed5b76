import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { measurementMonthAllowed, PROJECT_CODE, projectMeasureRequest, type ProjectDetail } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';
import { zodRule } from '../../../../lib/form-rules';
import { useDeleteMeasurement, useMeasure } from '../../api/project-api';
import { formatFigure, useProjectLabels } from '../labels';

type Row = ProjectDetail['effect']['rows'][number];
type Values = { month?: Dayjs | null; energyAfter?: string };
type Editing = { month?: string; energyAfter?: string } | null;

const monthText = (v: unknown) => (v ? dayjs(v as Dayjs).format('YYYY-MM') : undefined);

/**
 * The measured energy use after acceptance, month by month (`project-measurements`): add a month
 * or replace one (the server keeps one value per month), delete one. The months allowed are those
 * after the acceptance month and not after the current one.
 */
export function MeasurementsCard({ detail, canMeasure }: { detail: ProjectDetail; canMeasure: boolean }) {
  const L = useProjectLabels();
  const { message } = App.useApp();
  const remove = useDeleteMeasurement();
  const [editing, setEditing] = useState<Editing>(null);
  const unit = detail.energyUnit ?? '';
  const fail = (e: unknown) => void message.error(L.t('measure.failed', { reason: e instanceof Error ? e.message : String(e) }));
  const columns = [
    { title: L.field('month'), dataIndex: 'month', key: 'month' },
    {
      title: `${L.t('measure.energyAfter')} (${unit || '—'})`,
      key: 'energyAfter',
      align: 'right' as const,
      render: (_: unknown, r: Row) => <span data-testid={`project-measure-${r.month}`}>{formatFigure(r.energyAfter, 10)}</span>,
    },
    {
      title: `${L.t('measure.energySaved')} (${unit || '—'})`,
      key: 'saved',
      align: 'right' as const,
      render: (_: unknown, r: Row) => formatFigure(r.energySaved),
    },
    {
      title: `${L.t('measure.realised')} (${L.t('unit.tco2e')})`,
      key: 'realised',
      align: 'right' as const,
      render: (_: unknown, r: Row) => formatFigure(r.realisedReduction),
    },
    ...(canMeasure
      ? [
          {
            title: L.t('column.actions'),
            key: 'actions',
            render: (_: unknown, r: Row) => (
              <Space size="small">
                <Typography.Link
                  data-testid={`project-measure-edit-${r.month}`}
                  onClick={() => setEditing({ month: r.month, energyAfter: r.energyAfter })}
                >
                  {L.t('action.edit')}
                </Typography.Link>
                <ConfirmRowDelete
                  title={L.t('measure.deleteConfirm', { month: r.month })}
                  label={L.t('action.delete')}
                  testId={`project-measure-delete-${r.month}`}
                  onConfirm={() => remove.mutateAsync({ id: detail.id, month: r.month }).catch(fail)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      title={L.t('measure.title')}
      data-testid="project-measurements"
      extra={
        canMeasure && (
          <Button icon={<PlusOutlined />} data-testid="project-measure-add" onClick={() => setEditing({})}>
            {L.t('measure.add')}
          </Button>
        )
      }
    >
      <Table<Row>
        size="small"
        rowKey="month"
        pagination={false}
        dataSource={detail.effect.rows}
        columns={columns}
        locale={{ emptyText: L.t('measure.empty') }}
      />
      {editing && <MeasureDialog detail={detail} editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function MeasureDialog({ detail, editing, onClose }: { detail: ProjectDetail; editing: NonNullable<Editing>; onClose: () => void }) {
  const L = useProjectLabels();
  const { message } = App.useApp();
  const measure = useMeasure();
  const [form] = Form.useForm<Values>();
  const onOk = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await measure.mutateAsync({ id: detail.id, month: monthText(v.month) ?? '', energyAfter: (v.energyAfter ?? '').trim() });
      void message.success(L.t('measure.saved'));
      onClose();
    } catch (e) {
      void message.error(L.t('measure.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const monthAllowed = {
    validator: async (_r: unknown, value: unknown) => {
      const month = monthText(value);
      if (month && !measurementMonthAllowed(month, detail.acceptanceTime, dayjs().format('YYYY-MM-DD')))
        throw new Error(L.td(`error.${PROJECT_CODE.MEASURE_MONTH}`));
    },
  };
  return (
    <Modal
      open
      title={editing.month ? L.t('measure.editTitle', { month: editing.month }) : L.t('measure.addTitle')}
      onCancel={onClose}
      onOk={() => void onOk()}
      confirmLoading={measure.isPending}
      okButtonProps={{ 'data-testid': 'project-measure-ok' }}
      wrapProps={{ 'data-testid': 'project-measure-dialog' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ month: editing.month ? dayjs(`${editing.month}-01`) : null, energyAfter: editing.energyAfter }}
      >
        <Form.Item
          name="month"
          label={L.field('month')}
          rules={[zodRule(projectMeasureRequest, 'month', L.field('month'), L.t, { toInput: monthText }), monthAllowed]}
        >
          <DatePicker picker="month" data-testid="project-measure-month" disabled={!!editing.month} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="energyAfter"
          label={`${L.t('measure.energyAfter')} (${detail.energyUnit ?? '—'})`}
          rules={[zodRule(projectMeasureRequest, 'energyAfter', L.t('measure.energyAfter'), L.t)]}
        >
          <Input data-testid="project-measure-energyAfter" inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
