import { useEffect, useRef, useState } from 'react';
import { App, Button, Col, DatePicker, Form, Input, Row, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CODE, REASON_MAX, REPORT_TEMPLATE, type InventoryTaskDetail } from '@carbon/domain';
import { usePerm } from '../../../components/use-perm';
import { ApiError } from '../../../lib/api';
import { useEditTask, useUserSearch } from '../api/fill-api';
import { BOUNDARY_METHOD, enumOptions, FILL_NS, INVENTORY_WAY } from './labels';
import { SearchSelect } from '../../../components/search-select';
import { ConflictAlert } from '../../../components/conflict-alert';

type ReasonItem = { item: string; reason: string };
type Values = {
  name: string;
  inventoryObject?: string;
  legalCompany?: string;
  boundaryMethod: string;
  inventoryWay: string;
  purpose?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  reportTemplate?: string;
  factory?: string;
  country?: string;
  registeredAddress?: string;
  operatingBoundary?: string;
  exemptions: ReasonItem[];
  significantIndirect: ReasonItem[];
  reductionProjects: string[];
  memberIds: string[];
};

const day = (v: string | null) => (v ? dayjs(v) : null);
const valuesOf = (task: InventoryTaskDetail): Values => ({
  name: task.name,
  inventoryObject: task.inventoryObject ?? undefined,
  legalCompany: task.legalCompany ?? undefined,
  boundaryMethod: task.boundaryMethod,
  inventoryWay: task.inventoryWay,
  purpose: task.purpose ?? undefined,
  startDate: day(task.startDate),
  endDate: day(task.endDate),
  reportTemplate: task.reportTemplate ?? undefined,
  factory: task.factory ?? undefined,
  country: task.country ?? undefined,
  registeredAddress: task.registeredAddress ?? undefined,
  operatingBoundary: task.operatingBoundary ?? undefined,
  exemptions: task.exemptions,
  significantIndirect: task.significantIndirect,
  reductionProjects: task.reductionProjects,
  memberIds: task.memberIds,
});
const text = (v: string | undefined) => v?.trim() ?? '';

/**
 * The task's own fields (spec §3), edited by its organisation before submission (data-testid
 * `task-form`, `task-save`); read-only otherwise. The spec §5 required prompts: task name,
 * purpose, boundary, the reasons of exemptions and significant indirect emissions (≤ 50 characters).
 */
export function TaskFieldsForm({ task, onReload }: { task: InventoryTaskDetail; onReload: () => void }) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const edit = useEditTask();
  const [keyword, setKeyword] = useState('');
  const can = usePerm();
  const users = useUserSearch(keyword, task.can.edit && can('sysUser:page'));
  const [conflict, setConflict] = useState<string | null>(null);
  const disabled = !task.can.edit;

  // a task read again (saved, reloaded) refills the form; the first one is its initial values already (a
  // second filling re-rendered every field of a page still being drawn, issue 25)
  const shown = useRef(task);
  useEffect(() => {
    if (shown.current === task) return;
    shown.current = task;
    form.setFieldsValue(valuesOf(task));
    setConflict(null);
  }, [task, form]);

  const required = (key: string) => ({ required: true, whitespace: true, message: t('rule.required', { field: t(key) }) });
  const reasonRule = { max: REASON_MAX, message: t('rule.reasonMax', { max: REASON_MAX }) };

  const onSave = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await edit.mutateAsync({
        id: task.id,
        version: task.version,
        name: text(v.name),
        inventoryObject: text(v.inventoryObject),
        legalCompany: text(v.legalCompany),
        boundaryMethod: v.boundaryMethod as InventoryTaskDetail['boundaryMethod'],
        inventoryWay: v.inventoryWay as InventoryTaskDetail['inventoryWay'],
        purpose: text(v.purpose),
        startDate: v.startDate ? v.startDate.format('YYYY-MM-DD') : null,
        endDate: v.endDate ? v.endDate.format('YYYY-MM-DD') : null,
        ...(v.reportTemplate ? { reportTemplate: v.reportTemplate as 'ghg' | 'iso14064' } : {}),
        factory: text(v.factory),
        country: text(v.country),
        registeredAddress: text(v.registeredAddress),
        operatingBoundary: text(v.operatingBoundary),
        exemptions: (v.exemptions ?? []).map((x) => ({ item: text(x.item), reason: text(x.reason) })),
        significantIndirect: (v.significantIndirect ?? []).map((x) => ({ item: text(x.item), reason: text(x.reason) })),
        reductionProjects: (v.reductionProjects ?? []).map(text).filter(Boolean),
        memberIds: v.memberIds ?? [],
      });
      void message.success(t('task.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE.CONFLICT) setConflict(e.message);
      else void message.error(t('task.saveFailed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  const reasonList = (name: 'exemptions' | 'significantIndirect') => (
    <Form.Item label={t(`task.${name}`)}>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[f.name, 'item']} rules={[required(`task.${name}Item`)]}>
                  <Input placeholder={t(`task.${name}Item`)} maxLength={100} data-testid={`task-${name}-item-${f.name}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'reason']} rules={[required('task.reason'), reasonRule]}>
                  <Input placeholder={t('task.reason')} data-testid={`task-${name}-reason-${f.name}`} />
                </Form.Item>
                {!disabled && <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('delete')} />}
              </Space>
            ))}
            {!disabled && (
              <Button type="dashed" icon={<PlusOutlined />} data-testid={`task-${name}-add`} onClick={() => add({ item: '', reason: '' })}>
                {t(`task.${name}Add`)}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );

  const col = (node: React.ReactNode, span = 8) => <Col span={span}>{node}</Col>;
  return (
    <Form form={form} layout="vertical" disabled={disabled} data-testid="task-form" initialValues={valuesOf(task)}>
      <ConflictAlert conflict={conflict} prefix="task" onReload={onReload} reloadText={t('entry.reload')} />
      <Row gutter={12}>
        {col(
          <Form.Item name="name" label={t('task.name')} rules={[required('task.name')]}>
            <Input maxLength={100} data-testid="task-name" />
          </Form.Item>,
        )}
        {col(
          <Form.Item label={t('task.org')}>
            <Typography.Text data-testid="task-org">{task.orgName}</Typography.Text>
          </Form.Item>,
        )}
        {col(
          <Form.Item label={t('task.period')}>
            <Typography.Text>{task.month ? `${task.year}-${String(task.month).padStart(2, '0')}` : task.year}</Typography.Text>
          </Form.Item>,
        )}
        {col(
          <Form.Item name="inventoryObject" label={t('task.inventoryObject')}>
            <Input maxLength={200} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="legalCompany" label={t('task.legalCompany')}>
            <Input maxLength={200} />
          </Form.Item>,
        )}
        {col(
          <Form.Item
            name="boundaryMethod"
            label={t('task.boundaryMethod')}
            rules={[{ required: true, message: t('rule.required', { field: t('task.boundaryMethod') }) }]}
          >
            <Select data-testid="task-boundaryMethod" options={enumOptions(td, BOUNDARY_METHOD)} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="inventoryWay" label={t('task.inventoryWay')}>
            <Select options={enumOptions(td, INVENTORY_WAY)} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="reportTemplate" label={t('task.reportTemplate')}>
            <Select allowClear options={enumOptions(td, REPORT_TEMPLATE)} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="startDate" label={t('task.startDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>,
          4,
        )}
        {col(
          <Form.Item
            name="endDate"
            label={t('task.endDate')}
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v: Dayjs | null) => {
                  const s = getFieldValue('startDate') as Dayjs | null;
                  if (v && s && v.isBefore(s, 'day')) throw new Error(t('rule.endBeforeStart'));
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>,
          4,
        )}
        {col(
          <Form.Item name="factory" label={t('task.factory')}>
            <Input maxLength={200} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="country" label={t('task.country')}>
            <Input maxLength={100} />
          </Form.Item>,
        )}
        {col(
          <Form.Item name="registeredAddress" label={t('task.registeredAddress')}>
            <Input maxLength={300} />
          </Form.Item>,
        )}
      </Row>
      <Form.Item name="purpose" label={t('task.purpose')} rules={[required('task.purpose')]}>
        <Input.TextArea rows={2} maxLength={500} data-testid="task-purpose" />
      </Form.Item>
      <Form.Item name="operatingBoundary" label={t('task.operatingBoundary')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      {reasonList('exemptions')}
      {reasonList('significantIndirect')}
      <Form.Item label={t('task.reductionProjects')}>
        <Form.List name="reductionProjects">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={f.name} rules={[required('task.reductionProject')]}>
                    <Input maxLength={200} placeholder={t('task.reductionProject')} data-testid={`task-reduction-${f.name}`} />
                  </Form.Item>
                  {!disabled && <MinusCircleOutlined onClick={() => remove(f.name)} aria-label={t('delete')} />}
                </Space>
              ))}
              {!disabled && (
                <Button type="dashed" icon={<PlusOutlined />} data-testid="task-reduction-add" onClick={() => add('')}>
                  {t('task.reductionProjectsAdd')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="memberIds" label={t('task.members')} extra={t('task.membersHint')}>
        <SearchSelect
          mode="multiple"
          onSearch={setKeyword}
          options={[
            ...task.memberIds
              .filter((id) => !(users.data?.rows ?? []).some((u) => u.id === id))
              .map((id, i) => ({ value: id, label: t('task.member', { n: i + 1 }) })),
            ...(users.data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.account})` })),
          ]}
          data-testid="task-members"
        />
      </Form.Item>
      {!disabled && (
        <Button type="primary" data-testid="task-save" loading={edit.isPending} onClick={() => void onSave()}>
          {t('task.save')}
        </Button>
      )}
    </Form>
  );
}
