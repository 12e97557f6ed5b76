import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVENTORY_PROJECT_TYPE, inventoryProjectAddRequest, inventoryTaskContract, type InventoryProjectRow } from '@carbon/domain';
import type { z } from 'zod';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { projectApi } from '../api/list-api';
import { enumOptions } from '../../../lib/enum-labels';
import { useDomainT } from './enum-labels';

type Body = z.input<typeof inventoryProjectAddRequest>;
type ProjectType = InventoryProjectRow['type'];
type GwpSet = InventoryProjectRow['gwpSet'];
type OpenSubtasks = InventoryProjectRow['openSubtasks'];
const OPEN_SUBTASKS: OpenSubtasks[] = ['warn', 'refuse'];
export type ProjectValues = {
  name: string;
  type: ProjectType;
  year: number;
  month?: number;
  orgId: string;
  deadline: Dayjs;
  gwpSet: GwpSet;
  openSubtasks: OpenSubtasks;
  remark?: string;
};
type Field = keyof ProjectValues;

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const GWP_SETS: GwpSet[] = ['AR4', 'AR5', 'AR6'];
const id = (name: Field) => `project-field-${name}`;
/** A date picker's value as the contract's calendar date. */
export const toDay = (value: unknown): string | undefined => (value ? dayjs(value as Dayjs).format('YYYY-MM-DD') : undefined);

function valuesOf(row: InventoryProjectRow | undefined): Partial<ProjectValues> {
  if (!row) return { type: 'annual', year: new Date().getFullYear(), gwpSet: 'AR5', openSubtasks: 'warn' };
  return {
    name: row.name,
    type: row.type,
    year: row.year,
    month: row.month ?? undefined,
    orgId: row.orgId,
    deadline: dayjs(row.deadline),
    gwpSet: row.gwpSet,
    openSubtasks: row.openSubtasks,
    remark: row.remark ?? undefined,
  };
}

/** The request body: trimmed texts, the month only for a monthly project, the deadline as a calendar date. */
export function projectBodyOf(v: ProjectValues): Body {
  const body: Body = {
    name: v.name.trim(),
    type: v.type,
    year: v.year,
    orgId: v.orgId,
    deadline: toDay(v.deadline) ?? '',
    gwpSet: v.gwpSet,
    openSubtasks: v.openSubtasks ?? 'warn',
  };
  if (v.type === 'monthly' && v.month) body.month = v.month;
  const remark = v.remark?.trim();
  if (remark) body.remark = remark;
  return body;
}

/**
 * Add (`dialog.show()`) or edit (`dialog.show(row)`) an inventory project; the rules are the
 * domain schema's. data-testids: `project-dialog`, `project-form`, `project-field-<name>`, `project-submit`.
 */
export function ProjectDialog({ dialog }: { dialog: GuardedDialog<InventoryProjectRow> }) {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const label = (field: Field) => t(`project.field.${field}`);
  const rule = (field: keyof typeof inventoryProjectAddRequest.shape) => zodRule(inventoryProjectAddRequest, field, label(field), t);
  return (
    <EntityFormDialog
      prefix="project"
      dialog={dialog}
      width={640}
      title={(mode) => t(`project.dialog.${mode}`)}
      submitText={t('submit')}
      detail={projectApi.detail}
      initialValues={valuesOf}
      add={{ endpoint: projectApi.add, body: projectBodyOf }}
      edit={{ endpoint: projectApi.edit, body: projectBodyOf }}
      alsoInvalidates={[inventoryTaskContract]}
    >
      <Form.Item name="name" label={label('name')} rules={[rule('name')]}>
        <Input data-testid={id('name')} maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label={label('type')} rules={[rule('type')]}>
        <Select data-testid={id('type')} options={enumOptions(td, INVENTORY_PROJECT_TYPE)} />
      </Form.Item>
      <Form.Item name="year" label={label('year')} rules={[rule('year')]}>
        <InputNumber data-testid={id('year')} min={1990} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'monthly' ? (
            <Form.Item
              name="month"
              label={label('month')}
              rules={[{ required: true, message: t('rule.required', { ns: 'components', field: label('month') }) }, rule('month')]}
            >
              <Select data-testid={id('month')} options={MONTHS} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="orgId" label={label('orgId')} rules={[rule('orgId')]} extra={t('project.hint.orgId')}>
        <OrgTreeSelect testId={id('orgId')} />
      </Form.Item>
      <Form.Item
        name="deadline"
        label={label('deadline')}
        rules={[zodRule(inventoryProjectAddRequest, 'deadline', label('deadline'), t, { toInput: toDay })]}
      >
        <DatePicker data-testid={id('deadline')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="gwpSet" label={label('gwpSet')} rules={[rule('gwpSet')]} extra={t('project.hint.gwpSet')}>
        <Select data-testid={id('gwpSet')} options={GWP_SETS.map((g) => ({ value: g, label: g }))} />
      </Form.Item>
      <Form.Item name="openSubtasks" label={label('openSubtasks')} rules={[rule('openSubtasks')]} extra={t('project.hint.openSubtasks')}>
        <Select
          data-testid={id('openSubtasks')}
          options={OPEN_SUBTASKS.map((o) => ({ value: o, label: t(`project.openSubtasks.${o}`) }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid={id('remark')} maxLength={500} rows={3} />
      </Form.Item>
    </EntityFormDialog>
  );
}
