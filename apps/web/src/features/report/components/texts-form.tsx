import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row } from 'antd';
import { CODE, type ReportDetail, type ReportTexts } from '@carbon/domain';
import { usePerm } from '../../../components/use-perm';
import { ApiError } from '../../../lib/api';
import { reportApi, useEditTexts } from '../api/report-api';
import { useReportLabels } from './labels';
import { ConflictAlert } from '../../../components/conflict-alert';

type Field = { name: keyof ReportTexts; max: number; rows?: number };

/** The report's own words (spec §3 company information, ISO 14064-1 cl. 9.3.1 statements), with the contract's limits. */
const FIELDS: readonly Field[] = [
  { name: 'title', max: 200 },
  { name: 'responsiblePerson', max: 100 },
  { name: 'legalRepresentative', max: 100 },
  { name: 'contact', max: 200 },
  { name: 'introduction', max: 4000, rows: 4 },
  { name: 'reportingBoundary', max: 4000, rows: 3 },
  { name: 'significanceCriteria', max: 2000, rows: 3 },
  { name: 'quantificationChanges', max: 2000, rows: 3 },
  { name: 'changesSinceLast', max: 4000, rows: 3 },
  { name: 'uncertainty', max: 4000, rows: 3 },
  { name: 'removals', max: 2000, rows: 3 },
  { name: 'verification', max: 2000, rows: 3 },
  { name: 'baseYearNote', max: 2000, rows: 3 },
  { name: 'reductionInitiatives', max: 4000, rows: 3 },
];

const textsOf = (values: Partial<Record<keyof ReportTexts, string | undefined>>): ReportTexts =>
  Object.fromEntries(FIELDS.map((f) => [f.name, (values[f.name] ?? '').trim()])) as ReportTexts;

type Props = { detail: ReportDetail; onReload: () => void };

/**
 * The texts of the working draft (data-testid `report-texts`), edited by several users: each
 * save carries the version it started from. When someone else saved first, the server's
 * conflict message shows with a Reload action; nothing is overwritten silently.
 */
export function TextsForm({ detail, onReload }: Props) {
  const L = useReportLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportTexts>();
  const edit = useEditTexts();
  const [conflict, setConflict] = useState<string | null>(null);
  const editable = detail.versionNo === 0 && detail.can.edit && can(reportApi.edit.permission);

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(FIELDS.map((f) => [f.name, detail.texts[f.name] ?? ''])));
    setConflict(null);
  }, [detail, form]);

  const onSave = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await edit.mutateAsync({ id: detail.id, version: detail.version, texts: textsOf(values) });
      void message.success(L.t('texts.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE.CONFLICT) setConflict(e.message);
      else void message.error(L.t('texts.saveFailed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <Card
      size="small"
      title={L.t('texts.title')}
      data-testid="report-texts"
      extra={
        editable ? (
          <Button type="primary" data-testid="report-texts-save" loading={edit.isPending} onClick={() => void onSave()}>
            {L.t('texts.save')}
          </Button>
        ) : (
          L.t(detail.versionNo === 0 ? 'texts.readOnly' : 'texts.frozen')
        )
      }
    >
      <ConflictAlert conflict={conflict} prefix="report-texts" onReload={onReload} reloadText={L.t('texts.reload')} />
      <Form form={form} layout="vertical" disabled={!editable}>
        <Row gutter={16}>
          {FIELDS.map((f) => (
            <Col key={f.name} xs={24} md={f.rows ? 24 : 12}>
              <Form.Item
                name={f.name}
                label={L.t(`texts.field.${f.name}`)}
                rules={[{ max: f.max, message: L.t('texts.max', { max: f.max }) }]}
              >
                {f.rows ? (
                  <Input.TextArea rows={f.rows} maxLength={f.max} data-testid={`report-text-${f.name}`} />
                ) : (
                  <Input maxLength={f.max} data-testid={`report-text-${f.name}`} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Card>
  );
}
