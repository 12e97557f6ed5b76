import { useEffect, useRef } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOMAIN_NS } from '../../../lib/i18n';
import {
  ORG_CODE_PATTERN,
  ORG_NAME_FORBIDDEN,
  ORG_TYPE,
  allowedChildTypes,
  enumLabelKey,
  orgAddWithParkRequest,
  orgBoundaryForm,
  type OrgTypeCode,
} from '@carbon/domain';
import { OrgTreeSelect, ROOT_ORG_ID, findOrgTitle, useOrgTree } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';
import { useOrgTypes } from '../api/org-api';
import { HoldingFields } from './holding-fields';

/** Spec §5: a name may not contain < & , " ' > =. */
export function forbiddenIn(name: unknown): string[] {
  return typeof name === 'string' ? ORG_NAME_FORBIDDEN.filter((c) => name.includes(c)) : [];
}

type OrgField = keyof typeof orgAddWithParkRequest.shape;

/**
 * Name, code, parent, type, sort, remark. The rules are the request schema's (zodRule); hand rules
 * remain where the schema says less: the name's forbidden characters and the code's form (org-rules.ts,
 * applied by the service), the type and sort the form needs although the server defaults them.
 */
export function OrgBasicFields({ editingId }: { editingId?: string }) {
  const { t } = useTranslation('orgManage');
  const rule = (field: OrgField) => zodRule(orgAddWithParkRequest, field, t(`field.${field}`), t);
  return (
    <>
      <Form.Item
        name="name"
        label={t('field.name')}
        extra={t('hint.nameForm')}
        validateFirst
        rules={[
          rule('name'),
          {
            validator: async (_r, v: unknown) => {
              const found = forbiddenIn(v);
              if (found.length) throw new Error(t('rule.nameChars', { chars: found.join(' ') }));
            },
          },
        ]}
      >
        <Input data-testid="org-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        validateFirst
        rules={[rule('code'), { pattern: ORG_CODE_PATTERN, message: t('rule.codeFormat') }]}
      >
        <Input data-testid="org-code" maxLength={64} placeholder="bg-park-01" />
      </Form.Item>
      <Form.Item name="pid" label={t('field.pid')} rules={[rule('pid')]}>
        <OrgTreeSelect testId="org-pid" withRoot excludeId={editingId} allowClear={false} />
      </Form.Item>
      <OrgTypeField editing={!!editingId} />
      <Form.Item
        name="sort"
        label={t('field.sort')}
        validateFirst
        rules={[{ required: true, message: t('rule.sortRequired') }, rule('sort')]}
      >
        <InputNumber data-testid="org-sort" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid="org-remark" maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

/**
 * The parent's type: null at the root, undefined while unknown (the types are loading, or the
 * parent is outside the user's tree: then the server alone judges).
 */
export function parentTypeOf(pid: string | undefined, types: ReadonlyMap<string, string> | undefined): string | null | undefined {
  if (!pid || pid === ROOT_ORG_ID) return null;
  return types?.get(pid);
}

/**
 * The type, in the level order (issue 9: group → business group → park → legal entity → BU →
 * building; skipped downward, never upward): only the types allowed under the chosen parent
 * can be picked. Adding, the type follows the parent (the first allowed level) until the user
 * picks one; a parent change that rules the type out moves it to the first allowed level.
 */
function OrgTypeField({ editing }: { editing: boolean }) {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const form = Form.useFormInstance();
  // useWatch answers undefined on the first render: the form's starting value stands in
  const pid = Form.useWatch<string | undefined>('pid', form) ?? (form.getFieldValue('pid') as string | undefined);
  const { types } = useOrgTypes();
  const tree = useOrgTree();
  const parentType = parentTypeOf(pid, types);
  const allowed = parentType === undefined ? undefined : allowedChildTypes(parentType);
  const openedWith = useRef(pid);
  const label = (code: string) => td(enumLabelKey(ORG_TYPE, code) ?? code);

  useEffect(() => {
    if (!allowed) return;
    const first = allowed[0];
    const current = form.getFieldValue('orgType') as OrgTypeCode | undefined;
    // editing: the saved type stays until the user moves the organisation
    if (editing && pid === openedWith.current) return;
    const follow = !editing && !form.isFieldTouched('orgType');
    if (first && (follow || !current || !allowed.includes(current)) && current !== first) form.setFieldValue('orgType', first);
    // the rule's message follows the parent too
    if (form.isFieldTouched('orgType')) void form.validateFields(['orgType']).catch(() => undefined);
    // `allowed` is derived from pid and parentType
  }, [pid, parentType, editing, form]);

  const levelRule: FormRule = {
    validator: async (_r, value: string | undefined) => {
      if (!allowed || !value || allowed.includes(value as OrgTypeCode)) return;
      const parent =
        parentType === null
          ? td('org.level.root')
          : td('org.level.named', { name: findOrgTitle(tree.data ?? [], pid ?? '') ?? '', type: label(parentType ?? '') });
      if (allowed.length === 0) throw new Error(td('org.level.leaf', { parent }));
      const levels = ORG_TYPE.items.map((i) => td(i.key)).join(' → ');
      throw new Error(td('org.level.order', { type: label(value), parent, allowed: allowed.map(label).join(', '), levels }));
    },
  };

  return (
    <Form.Item
      name="orgType"
      label={t('field.orgType')}
      extra={t('hint.levelOrder')}
      validateFirst
      rules={[{ required: true, message: t('rule.typeRequired') }, levelRule]}
    >
      <Select
        data-testid="org-orgType"
        options={ORG_TYPE.items.map((i) => ({ value: i.code, label: td(i.key), disabled: allowed ? !allowed.includes(i.code) : false }))}
      />
    </Form.Item>
  );
}

/**
 * Legal entities only: the consolidation boundary record (issue 26): equity share, relationship,
 * financial and operational control, and the date the record holds from. `follows`: whether the
 * share may still propose the relationship (see holding-proposal.ts followsShare).
 */
export function BoundaryFields({ follows }: { follows: boolean }) {
  const { t } = useTranslation('orgManage');
  return (
    <div data-testid="org-boundary">
      <HoldingFields
        follows={follows}
        testPrefix="org"
        shareRules={[zodRule(orgBoundaryForm, 'equitySharePct', t('field.equitySharePct'), t)]}
      />
      <Form.Item name="boundaryEffectiveFrom" label={t('field.boundaryEffectiveFrom')} extra={t('hint.effectiveFrom')}>
        <DatePicker data-testid="org-boundaryEffectiveFrom" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
