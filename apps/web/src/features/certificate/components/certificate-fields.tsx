import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSURANCE_LEVELS, certificateFields, type CertificateFields, type CertificateRow } from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';

/** The form's values: the statement's fields (the year a number, the optional texts possibly empty). */
export type CertificateValues = {
  year: number;
  orgId: string;
  inventoryObject: string;
  author: string;
  verifier?: string;
  assuranceLevel?: CertificateFields['assuranceLevel'];
  criteria?: string;
  materiality?: string;
  opinion?: string;
  remark?: string;
};
type Field = keyof CertificateValues;

const id = (name: Field) => `certificate-field-${name}`;

export function valuesOf(row: CertificateRow | undefined): Partial<CertificateValues> {
  if (!row) return { year: new Date().getFullYear() };
  return {
    year: row.year,
    orgId: row.orgId,
    inventoryObject: row.inventoryObject,
    author: row.author,
    verifier: row.verifier ?? '',
    assuranceLevel: row.assuranceLevel ?? undefined,
    criteria: row.criteria ?? '',
    materiality: row.materiality ?? '',
    opinion: row.opinion ?? '',
    remark: row.remark ?? '',
  };
}

/** The values as the API takes them: trimmed texts, the optional ones empty when left blank. */
export function bodyOf(v: CertificateValues): CertificateFields {
  const text = (s: string | undefined) => (s ?? '').trim();
  return {
    year: v.year,
    orgId: v.orgId,
    inventoryObject: text(v.inventoryObject),
    author: text(v.author),
    verifier: text(v.verifier),
    ...(v.assuranceLevel ? { assuranceLevel: v.assuranceLevel } : {}),
    criteria: text(v.criteria),
    materiality: text(v.materiality),
    opinion: text(v.opinion),
    remark: text(v.remark),
  };
}

/** The same values as the upload's form fields (strings). */
export function formFieldsOf(v: CertificateValues): Record<string, string> {
  return Object.fromEntries(Object.entries(bodyOf(v)).map(([k, value]) => [k, String(value ?? '')]));
}

/**
 * The statement's fields (issue 11, ISO 14064-3: verifier, level of assurance, criteria,
 * materiality, opinion), with the domain schema's rules. data-testids `certificate-field-<name>`.
 */
export function CertificateFormFields() {
  const { t } = useTranslation('certificate');
  const rule = (field: Field) => zodRule(certificateFields, field, t(`field.${field}`), t);
  return (
    <>
      <Form.Item name="year" label={t('field.year')} rules={[rule('year')]}>
        <InputNumber data-testid={id('year')} min={1990} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="orgId" label={t('field.orgId')} rules={[rule('orgId')]}>
        <OrgTreeSelect testId={id('orgId')} />
      </Form.Item>
      <Form.Item name="inventoryObject" label={t('field.inventoryObject')} rules={[rule('inventoryObject')]}>
        <Input data-testid={id('inventoryObject')} maxLength={100} />
      </Form.Item>
      <Form.Item name="author" label={t('field.author')} rules={[rule('author')]}>
        <Input data-testid={id('author')} maxLength={50} />
      </Form.Item>
      <Form.Item name="verifier" label={t('field.verifier')} rules={[rule('verifier')]}>
        <Input data-testid={id('verifier')} maxLength={200} />
      </Form.Item>
      <Form.Item name="assuranceLevel" label={t('field.assuranceLevel')}>
        <Select
          data-testid={id('assuranceLevel')}
          allowClear
          options={ASSURANCE_LEVELS.map((level) => ({ value: level, label: t(`assurance.${level}`) }))}
        />
      </Form.Item>
      <Form.Item name="criteria" label={t('field.criteria')} rules={[rule('criteria')]}>
        <Input data-testid={id('criteria')} maxLength={500} />
      </Form.Item>
      <Form.Item name="materiality" label={t('field.materiality')} rules={[rule('materiality')]} extra={t('hint.materiality')}>
        <Input data-testid={id('materiality')} maxLength={100} />
      </Form.Item>
      <Form.Item name="opinion" label={t('field.opinion')} rules={[rule('opinion')]}>
        <Input.TextArea data-testid={id('opinion')} maxLength={2000} rows={3} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid={id('remark')} maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
