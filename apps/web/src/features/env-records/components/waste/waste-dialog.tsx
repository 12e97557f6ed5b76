import { useState } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { WASTE_DISPOSAL_METHOD, wasteFields, type WasteRow } from '@carbon/domain';
import { RecordDialog } from '../record-dialog';
import type { GuardedDialog } from '../../../../components/use-unsaved-guard';
import { zodRule } from '../../../../lib/form-rules';
import { useWasteFactors, wasteApi } from '../../api/records-api';
import { enumOptions } from '../../../../lib/enum-labels';
import { recordFormItems } from '../record-form-items';
import type { RecordLabels } from '../labels';
import { CataloguePicker, EntryFacts, type EntryFactsOf } from './catalogue-picker';
import { wasteBodyOf, wasteFieldOf, wasteValuesOf } from './waste-values';

type Props = { L: RecordLabels; dialog: GuardedDialog<WasteRow> };

const yearOf = (v: unknown) => (v ? dayjs(v as Dayjs).year() : undefined);

/**
 * Add / edit a waste record (`waste-dialog`): the legal entity, the month, the waste from the
 * catalogues (code, name; its catalogue, category and source industry shown), the quantity in
 * tonnes (a positive decimal, at most 6 places, the domain's rule), the disposal method (its
 * label; a method without a mapped factor is flagged), receiver and remarks.
 */
export function WasteDialog({ L, dialog }: Props) {
  const item = recordFormItems(L, wasteFields, 'waste');
  return (
    <RecordDialog
      L={L}
      section="waste"
      dialog={dialog}
      api={wasteApi}
      valuesOf={wasteValuesOf}
      bodyOf={wasteBodyOf}
      width={640}
      fieldOf={wasteFieldOf}
    >
      {({ source, form }) => (
        <>
          {item.org(L.t('waste.orgHint'))}
          <Form.Item
            name="period"
            label={L.t('waste.period')}
            rules={[zodRule(wasteFields, 'year', L.t('waste.period'), L.td, { toInput: yearOf })]}
          >
            <DatePicker picker="month" data-testid="waste-period" style={{ width: '100%' }} />
          </Form.Item>
          <WasteField L={L} source={source} onPick={() => form.validateFields(['catalogueId']).catch(() => undefined)} />
          <Form.Item name="quantity" label={L.field('quantity')} rules={[item.rule('quantity')]} validateFirst>
            <Input data-testid="waste-quantity" suffix="t" inputMode="decimal" maxLength={20} />
          </Form.Item>
          <MethodField L={L} />
          {item.text('receiver', 200)}
          {item.remark(500, 2)}
        </>
      )}
    </RecordDialog>
  );
}

/** The waste picker with the chosen entry's facts below it. */
function WasteField({ L, source, onPick }: { L: RecordLabels; source: WasteRow | undefined; onPick: () => void }) {
  const [entry, setEntry] = useState<EntryFactsOf | undefined>(
    source ? { kind: source.wasteKind, category: source.wasteCategory } : undefined,
  );
  return (
    <Form.Item
      name="catalogueId"
      label={L.field('catalogueId')}
      rules={[zodRule(wasteFields, 'catalogueId', L.field('catalogueId'), L.td)]}
      extra={<EntryFacts L={L} entry={entry} />}
    >
      <CataloguePicker
        L={L}
        testId="waste-catalogueId"
        current={source ? { id: source.catalogueId, code: source.wasteCode, label: source.wasteLabel } : undefined}
        onEntry={(e) => {
          setEntry(e);
          onPick();
        }}
      />
    </Form.Item>
  );
}

/** The disposal method (1–11 by label), flagged when no emission factor is mapped to it yet. */
function MethodField({ L }: { L: RecordLabels }) {
  const factors = useWasteFactors();
  const method = Form.useWatch<number | undefined>('disposalMethod');
  const mapped = factors.data?.find((f) => f.disposalMethod === method);
  const unmapped = method !== undefined && mapped !== undefined && mapped.factorId === null;
  return (
    <Form.Item
      name="disposalMethod"
      label={L.field('disposalMethod')}
      rules={[zodRule(wasteFields, 'disposalMethod', L.field('disposalMethod'), L.td)]}
      extra={unmapped ? <span data-testid="waste-method-unmapped">{L.t('waste.methodUnmapped')}</span> : undefined}
    >
      <Select data-testid="waste-disposalMethod" options={enumOptions(L.td, WASTE_DISPOSAL_METHOD, Number)} />
    </Form.Item>
  );
}
