import { Button, Checkbox, Col, Divider, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { carbonTemplateAddRequest, EMISSION_SCOPE, type CarbonTemplateRow, type OrgTypeCode } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { templateApi } from '../api/list-api';
import { enumText } from '../../../lib/enum-labels';
import { useDomainT, type Td } from '../projects/enum-labels';
import { ORG_TYPE_OPTIONS, SCOPE3_CATEGORIES, sectionKey, sectionLabel, sectionOf, sortSections, type SectionKey } from './sections';

type Body = z.input<typeof carbonTemplateAddRequest>;
export type TemplateValues = { name: string; orgType?: OrgTypeCode; sections: SectionKey[]; remark?: string };
type Field = keyof TemplateValues;
const id = (name: Field) => `template-field-${name}`;

function valuesOf(row: CarbonTemplateRow | undefined): Partial<TemplateValues> {
  if (!row) return { sections: [] };
  return {
    name: row.name,
    orgType: row.orgType ?? undefined,
    sections: sortSections(row.sections.map(sectionKey)),
    remark: row.remark ?? undefined,
  };
}

/** The request body: sections in scope and category order, empty optional fields left out. */
export function templateBodyOf(v: TemplateValues): Body {
  const body: Body = { name: v.name.trim(), sections: sortSections(v.sections).map(sectionOf) };
  if (v.orgType) body.orgType = v.orgType;
  const remark = v.remark?.trim();
  if (remark) body.remark = remark;
  return body;
}

type PickerProps = { value?: SectionKey[]; onChange?: (v: SectionKey[]) => void; td: Td };

/** Scope 1, scope 2 and the 15 scope-3 categories by their GHG Protocol names; all/none for scope 3. */
function SectionPicker({ value = [], onChange, td }: PickerProps) {
  const { t } = useTranslation('inventory');
  const scope3 = SCOPE3_CATEGORIES.map((c) => `3:${c}` as SectionKey);
  const set = (keys: SectionKey[]) => onChange?.(sortSections(keys));
  const others = (keep: (k: SectionKey) => boolean) => value.filter(keep);
  return (
    <div data-testid={id('sections')}>
      <Checkbox.Group<SectionKey>
        value={value.filter((k) => !k.startsWith('3:'))}
        onChange={(v) => set([...v, ...others((k) => k.startsWith('3:'))])}
        options={(['1', '2'] as const).map((k) => ({
          value: k,
          label: <span data-testid={`template-section-${k}`}>{enumText(td, EMISSION_SCOPE, Number(k), '-')}</span>,
        }))}
      />
      <Divider orientation="left" plain style={{ margin: '8px 0' }}>
        <Space>
          {enumText(td, EMISSION_SCOPE, 3, '-')}
          <Button
            size="small"
            type="link"
            data-testid="template-scope3-all"
            onClick={() => set([...others((k) => !k.startsWith('3:')), ...scope3])}
          >
            {t('template.allCategories')}
          </Button>
          <Button size="small" type="link" data-testid="template-scope3-none" onClick={() => set(others((k) => !k.startsWith('3:')))}>
            {t('template.noCategories')}
          </Button>
        </Space>
      </Divider>
      <Checkbox.Group<SectionKey>
        style={{ width: '100%' }}
        value={value.filter((k) => k.startsWith('3:'))}
        onChange={(v) => set([...others((k) => !k.startsWith('3:')), ...v])}
      >
        <Row gutter={[8, 4]}>
          {scope3.map((k) => (
            <Col span={12} key={k}>
              <Checkbox value={k} data-testid={`template-section-${k}`}>
                {sectionLabel(sectionOf(k), td).split(' · ')[1]}
              </Checkbox>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
    </div>
  );
}

/**
 * Add or edit a carbon template: which sections an entity type fills. data-testids:
 * `template-dialog`, `template-form`, `template-field-<name>`, `template-section-<key>`, `template-submit`.
 */
export function TemplateDialog({ dialog }: { dialog: GuardedDialog<CarbonTemplateRow> }) {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const label = (field: Field) => t(`template.field.${field}`);
  const rule = (field: keyof typeof carbonTemplateAddRequest.shape) => zodRule(carbonTemplateAddRequest, field, label(field), t);
  return (
    <EntityFormDialog
      prefix="template"
      dialog={dialog}
      width={720}
      title={(mode) => t(`template.dialog.${mode}`)}
      submitText={t('submit')}
      detail={templateApi.detail}
      initialValues={valuesOf}
      add={{ endpoint: templateApi.add, body: templateBodyOf }}
      edit={{ endpoint: templateApi.edit, body: templateBodyOf }}
      fieldOf={(f) => (f.startsWith('sections') ? 'sections' : f)}
    >
      <Form.Item name="name" label={label('name')} rules={[rule('name')]}>
        <Input data-testid={id('name')} maxLength={100} />
      </Form.Item>
      <Form.Item name="orgType" label={label('orgType')} extra={t('template.hint.orgType')}>
        <Select data-testid={id('orgType')} allowClear options={ORG_TYPE_OPTIONS(td)} />
      </Form.Item>
      <Form.Item
        name="sections"
        label={label('sections')}
        rules={[{ required: true, type: 'array', min: 1, message: t('template.sectionsRequired') }]}
      >
        <SectionPicker td={td} />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid={id('remark')} maxLength={500} rows={2} />
      </Form.Item>
    </EntityFormDialog>
  );
}
