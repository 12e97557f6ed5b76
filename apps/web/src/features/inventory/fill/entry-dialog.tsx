import { useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Divider, Form, Input, Modal, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CODE, type FactorRow, type InventoryEntryRow, type InventoryEntrySaveRequest, type InventoryTaskDetail } from '@carbon/domain';
import {
  initialSourceValues,
  SCOPE_SOURCE_TYPES,
  SourceInputFields,
  sourceValuesOf,
  toSourceInput,
  type SourceValues,
} from '../../../components/source-input';
import { ApiError } from '../../../lib/api';
import { fetchCall } from '../../../lib/query';
import { fillApi, useSaveEntry } from '../api/fill-api';
import { EntryPreview } from './entry-preview';
import { FactorSelect, type PinnedFactor } from './factor-select';
import { fuelValues } from './fuel-fill';
import { enumOptions, FILL_NS, GRADES, sectionText } from './labels';
import { ConflictAlert } from '../../../components/conflict-alert';

type Section = { scope: number; category: number | null };
type Values = {
  sourceName?: string;
  facility?: string;
  source: SourceValues;
  factorId?: string;
  activityQuality?: number;
  factorQuality?: number;
  calibrationLevel?: number;
  remark?: string;
};

type Props = {
  task: Pick<InventoryTaskDetail, 'id' | 'gwpSet'>;
  section: Section;
  /** The entry being edited; undefined adds one. */
  entry?: InventoryEntryRow | undefined;
  open: boolean;
  onClose: () => void;
};

const pinnedOfEntry = (e: InventoryEntryRow): PinnedFactor | null =>
  e.factorId
    ? {
        id: e.factorId,
        code: e.factorCode,
        name: e.factorName,
        version: e.factorVersion,
        value: e.factorValue,
        unit: e.factorUnit,
        source: e.factorSource,
        region: e.factorRegion,
      }
    : null;

function valuesOf(section: Section, entry: InventoryEntryRow | undefined): Values {
  const types = SCOPE_SOURCE_TYPES[section.scope as 1 | 2 | 3];
  if (!entry) return { source: initialSourceValues(types[0]!, { category: section.category }) };
  const v = (x: number | null) => x ?? undefined;
  return {
    sourceName: entry.sourceName ?? undefined,
    facility: entry.facility ?? undefined,
    source: sourceValuesOf(entry.input),
    factorId: entry.factorId ?? undefined,
    activityQuality: v(entry.activityQuality),
    factorQuality: v(entry.factorQuality),
    calibrationLevel: v(entry.calibrationLevel),
    remark: entry.remark ?? undefined,
  };
}

const SOURCE_PREFIX = 'input.';
type FormValues = Parameters<FormInstance<Values>['setFieldsValue']>[0];

/**
 * Adds or edits one emission entry of a section (data-testids `entry-dialog`, `entry-submit`):
 * the source and facility, the engine's source input for the types the section offers, a factor
 * from the library, the three quality grades and the live preview. A stale version (someone else
 * saved the entry meanwhile) shows the conflict message and a reload (`entry-conflict`, `entry-reload`).
 */
export function EntryDialog({ task, section, entry, open, onClose }: Props) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useSaveEntry();
  const [current, setCurrent] = useState(entry);
  const [pinned, setPinned] = useState<PinnedFactor | null>(entry ? pinnedOfEntry(entry) : null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ field: string; message: string } | null>(null);
  const source = (Form.useWatch('source', form) ?? {}) as SourceValues;
  const factorId = Form.useWatch('factorId', form);
  const types = SCOPE_SOURCE_TYPES[section.scope as 1 | 2 | 3];
  const initial = useMemo(() => valuesOf(section, entry), [section, entry]);

  useEffect(() => {
    if (!open) return;
    setCurrent(entry);
    setPinned(entry ? pinnedOfEntry(entry) : null);
    setConflict(null);
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(initial as FormValues);
  }, [open, entry, initial, form]);

  const onValuesChange = (changed: Partial<Values>) => {
    setFailure(null);
    const type = changed.source?.type;
    if (type && Object.keys(changed.source ?? {}).length === 1)
      form.setFieldValue('source', initialSourceValues(type, { category: section.category }));
  };

  const reload = async () => {
    if (!current) return;
    const fresh = await fetchCall(client, fillApi.entryDetail, { id: current.id });
    setCurrent(fresh);
    setPinned(pinnedOfEntry(fresh));
    setConflict(null);
    form.setFieldsValue(valuesOf(section, fresh) as FormValues);
  };

  /** A fuel chosen: its parameter set fills the source's inputs (each can still be changed, with a reason). */
  const onFuelSet = (rows: FactorRow[]) => {
    const current = (form.getFieldValue('source') ?? {}) as SourceValues;
    if (current.type !== 'combustion-cn') return;
    form.setFieldValue('source', fuelValues(current, rows));
  };

  const onSave = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const all = form.getFieldsValue(true) as Values;
    const input = toSourceInput(all.source);
    if (!input.success) {
      void message.error(t('entry.inputInvalid'));
      return;
    }
    const body: InventoryEntrySaveRequest = {
      taskId: task.id,
      scope: section.scope,
      ...(section.category ? { category: section.category } : {}),
      ...(current ? { id: current.id, version: current.version } : {}),
      ...(all.sourceName?.trim() ? { sourceName: all.sourceName.trim() } : {}),
      ...(all.facility?.trim() ? { facility: all.facility.trim() } : {}),
      ...(all.activityQuality ? { activityQuality: all.activityQuality } : {}),
      ...(all.factorQuality ? { factorQuality: all.factorQuality } : {}),
      ...(all.calibrationLevel ? { calibrationLevel: all.calibrationLevel } : {}),
      ...(all.factorId ? { factorId: all.factorId } : {}),
      ...(all.remark?.trim() ? { remark: all.remark.trim() } : {}),
      input: input.data,
    };
    try {
      await save.mutateAsync(body);
      void message.success(t('entry.saved'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE.CONFLICT) {
        setConflict(e.message);
        return;
      }
      const msg = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.field?.startsWith(SOURCE_PREFIX))
        setFailure({ field: e.field.slice(SOURCE_PREFIX.length), message: msg });
      void message.error(t('entry.saveFailed', { reason: msg }));
    }
  };

  const grade = (name: keyof typeof GRADES) => (
    <Col span={8}>
      <Form.Item name={name} label={t(`entry.${name}`)} extra={t(`entry.${name}Default`)}>
        <Select data-testid={`entry-${name}`} allowClear options={enumOptions(td, GRADES[name])} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      width={820}
      title={`${t(current ? 'entry.edit' : 'entry.add')} · ${sectionText(td, section)}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" data-testid="entry-cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" data-testid="entry-submit" loading={save.isPending} onClick={() => void onSave()}>
          {t('save')}
        </Button>,
      ]}
    >
      <div data-testid="entry-dialog">
        <ConflictAlert conflict={conflict} prefix="entry" onReload={() => void reload()} reloadText={t('entry.reload')} />
        <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange}>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="sourceName" label={t('entry.sourceName')} rules={[{ max: 100 }]}>
                <Input data-testid="entry-sourceName" maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="facility" label={t('entry.facility')} rules={[{ max: 100 }]}>
                <Input data-testid="entry-facility" maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <SourceInputFields types={types} values={source} testId="entry" failure={failure} />
          <FactorSelect pinned={pinned} onPick={setPinned} sourceType={source.type} onFuelSet={onFuelSet} />
          <Row gutter={12}>
            {grade('activityQuality')}
            {grade('factorQuality')}
            {grade('calibrationLevel')}
          </Row>
          <Form.Item name="remark" label={t('entry.remark')}>
            <Input.TextArea data-testid="entry-remark" maxLength={500} rows={2} />
          </Form.Item>
        </Form>
        <Divider />
        <EntryPreview source={source} factorId={factorId} gwpSet={task.gwpSet} />
      </div>
    </Modal>
  );
}
