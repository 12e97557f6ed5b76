import { useState } from 'react';
import { App, Card, DatePicker, Form, Input, Space, Typography, type FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { envManualSaveRequest, type EnvPointRow } from '@carbon/domain';
import { ActionDialog, FailureAlert, useFormAction } from '../../../../components/dialog-submitter';
import { ImportButton } from '../../../../components/import-button';
import { usePerm } from '../../../../components/use-perm';
import { zodRule } from '../../../../lib/form-rules';
import { formatDateTime } from '../../../../lib/format';
import { readingApi, useManualData, useSaveManual } from '../../api/env-api';
import { formatValue, type EnvLabels } from '../labels';
import { pollutantText } from '../points/pollutant-rules';
import { manualValuesOf, periodRows, type PeriodRow } from './manual-values';
import { ListTable } from '../../../../components/list-table';

type Props = { L: EnvLabels; point: EnvPointRow };

/** A manual value's schema (the save request's, so the form and the server agree). */
const valueSchema = envManualSaveRequest.shape.values.element;

/**
 * A manual point's values for one year: one row per period (the year, or its months), one column
 * per pollutant; "fill in" opens the period's form; the Excel import takes many periods at once
 * (all or nothing, with each refused row's reasons).
 */
export function ManualPanel({ L, point }: Props) {
  const can = usePerm();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [editing, setEditing] = useState<PeriodRow>();
  const data = useManualData(point.id, year);
  const rows = periodRows(point, year, data.data ?? []);
  const fill = can(readingApi.manualSave.permission);
  return (
    <Card
      size="small"
      title={L.t('manual.title')}
      extra={
        <Space>
          <DatePicker
            picker="year"
            allowClear={false}
            data-testid="manual-year"
            value={dayjs(`${year}-01-01`)}
            onChange={(d) => d && setYear(d.year())}
          />
          {fill && (
            <ImportButton
              testId="manual-import"
              endpoint={readingApi.manualImport}
              template={readingApi.manualTemplate}
              query={{ pointId: point.id }}
              templateName={L.t('manual.templateName')}
            />
          )}
        </Space>
      }
    >
      <ListTable<PeriodRow>
        data-testid="manual-table"
        rowKey="period"
        read={data}
        rows={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: L.td('field.envReading.period'), dataIndex: 'period' },
          ...point.pollutants.map((p) => ({
            key: p.code,
            title: `${pollutantText(L.td, p.code)}${p.unit ? ` (${p.unit})` : ''}`,
            align: 'right' as const,
            render: (_: unknown, r: PeriodRow) => (
              <span data-testid={`manual-value-${r.period}-${p.code}`}>{formatValue(r.values[p.code], 6)}</span>
            ),
          })),
          { title: L.t('manual.updatedAt'), key: 'updatedAt', render: (_, r) => formatDateTime(r.updatedAt) },
          ...(fill
            ? [
                {
                  title: L.t('column.actions'),
                  key: 'actions',
                  render: (_: unknown, r: PeriodRow) => (
                    <Typography.Link data-testid={`manual-fill-${r.period}`} onClick={() => setEditing(r)}>
                      {L.t('action.fill')}
                    </Typography.Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <ManualForm L={L} point={point} row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}

/** One period's values (`manual-form`): an empty field is not sent (its stored value stays); at least one value. */
function ManualForm({ L, point, row, onClose }: Props & { row: PeriodRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ values: Record<string, string | undefined> }>();
  const save = useSaveManual();
  const { submit, failure } = useFormAction(form, async (typed) => {
    const values = manualValuesOf(point, typed.values ?? {});
    if (values.length === 0) throw new Error(L.t('manual.oneValue'));
    await save.mutateAsync({ pointId: point.id, period: row.period, values });
    void message.success(L.t('manual.saved'));
    onClose();
  });
  return (
    <ActionDialog
      prefix="manual"
      testId="manual-form"
      title={L.t('manual.formTitle', { period: row.period })}
      onCancel={onClose}
      onClose={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      loading={save.isPending}
    >
      <FailureAlert failure={failure} testId="manual-error" />
      <Form form={form} layout="vertical" initialValues={{ values: row.values }}>
        {point.pollutants.map((p) => {
          const label = pollutantText(L.td, p.code);
          return (
            <Form.Item
              key={p.code}
              name={['values', p.code]}
              label={label}
              rules={[emptyOr(zodRule(valueSchema, 'value', label, L.td))]}
            >
              <Input data-testid={`manual-input-${p.code}`} suffix={p.unit || undefined} />
            </Form.Item>
          );
        })}
      </Form>
    </ActionDialog>
  );
}

/** The domain's rule for a typed value; an empty field passes (the period keeps its stored value). */
function emptyOr(rule: FormRule): FormRule {
  const check = (rule as RuleObject).validator;
  return {
    validator: async (r, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') return;
      await check?.(r, value, () => undefined);
    },
  };
}
