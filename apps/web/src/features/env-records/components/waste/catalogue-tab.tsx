import { useRef } from 'react';
import { Col, Form, Input, Radio, Row, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import {
  WASTE_CATALOGUE_KIND,
  wasteCatalogueFields,
  type WasteCatalogueFields,
  type WasteCatalogueFilter,
  type WasteCatalogueRow,
} from '@carbon/domain';
import { ConfirmRowDelete } from '../../../../components/confirm-delete';
import { EntityFormDialog } from '../../../../components/entity-form-dialog';

import { filterOf, PageTable, type PageQuery } from '../../../../components/page-table';
import { usePerm } from '../../../../components/use-perm';
import { useGuardedDialog, type GuardedDialog } from '../../../../components/use-unsaved-guard';
import { zodRule } from '../../../../lib/form-rules';
import { catalogueApi, useDeleteCatalogue } from '../../api/records-api';
import { enumOptions } from '../../../../lib/enum-labels';
import type { RecordLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import { useDeleteOutcome } from '../record-delete';
import { actionsColumn } from '../../../../components/actions-column';
import { useSheetButtons } from '../../../../components/sheet-buttons';
import { useEditButtons } from '../../../../components/edit-buttons';

type Values = Partial<WasteCatalogueFields>;
const TEXTS = ['code', 'category', 'labelZh', 'labelEn', 'labelTw', 'industryZh', 'industryEn', 'industryTw', 'hazard'] as const;

/** The entry's body: every text trimmed (the code and category upper-cased, as the catalogues write them). */
export function catalogueBodyOf(v: Values): WasteCatalogueFields {
  const body = { kind: v.kind ?? 'hazardous' } as WasteCatalogueFields;
  for (const f of TEXTS) body[f] = (v[f] ?? '').trim();
  body.code = body.code.toUpperCase();
  body.category = body.category.toUpperCase();
  return body;
}

const valuesOf = (r: WasteCatalogueRow | undefined): Values => {
  if (!r) return { kind: 'hazardous' };
  const v: Values = { kind: r.kind };
  for (const f of TEXTS) v[f] = r[f];
  return v;
};

/**
 * The solid and hazardous waste catalogues (`catalogue-table`): code, name and source industry in
 * the user's language, catalogue, category, hazardous characteristics, seeded or added; add, edit,
 * delete (an entry in use is refused by the server), Excel import (all or nothing) and export.
 */
export function CatalogueTab({ L }: { L: RecordLabels }) {
  const can = usePerm();
  const outcome = useDeleteOutcome(L);
  const dialog = useGuardedDialog<WasteCatalogueRow>();
  const remove = useDeleteCatalogue();
  const filter = useRef<WasteCatalogueFilter>({});
  const canEdit = can(catalogueApi.edit.permission);
  const canDelete = can(catalogueApi.delete.permission);

  const columns: ProColumns<WasteCatalogueRow>[] = [
    { title: L.t('catalogue.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { 'data-testid': 'catalogue-search-keyword' } },
    enumColumn<WasteCatalogueRow>(L.td, WASTE_CATALOGUE_KIND, L.t('catalogue.kind'), 'kind', 'catalogue-search-kind', {
      render: (_, r) => <Tag color={r.kind === 'hazardous' ? 'red' : 'green'}>{L.catalogueKind(r.kind)}</Tag>,
    }),
    { title: L.t('catalogue.code'), dataIndex: 'code', search: false },
    { title: L.t('catalogue.category'), dataIndex: 'category', search: false, render: (_, r) => `${r.category} ${r.categoryLabel}` },
    { title: L.t('catalogue.label'), dataIndex: 'label', search: false, ellipsis: true },
    { title: L.t('catalogue.industry'), dataIndex: 'industry', search: false, ellipsis: true },
    { title: L.field('hazard'), dataIndex: 'hazard', search: false, render: (_, r) => r.hazard || '—' },
    {
      title: L.t('catalogue.origin'),
      dataIndex: 'builtin',
      search: false,
      render: (_, r) => <Tag>{L.t(r.builtin ? 'catalogue.builtin' : 'catalogue.added')}</Tag>,
    },
    ...actionsColumn<WasteCatalogueRow>(
      L.t('column.actions'),
      (r) => (
        <>
          {canEdit && (
            <Typography.Link data-testid={`catalogue-edit-${r.id}`} onClick={() => dialog.show(r)}>
              {L.t('action.edit')}
            </Typography.Link>
          )}
          {canDelete && (
            <ConfirmRowDelete
              title={L.t('catalogue.deleteConfirm', { code: r.code })}
              label={L.t('action.delete')}
              testId={`catalogue-delete-${r.id}`}
              okTestId="catalogue-delete-ok"
              onConfirm={() => outcome(remove.mutateAsync({ id: r.id, version: r.version }))}
            />
          )}
        </>
      ),
      canEdit || canDelete,
    ),
  ];

  const sheet = useSheetButtons({
    prefix: 'catalogue',
    api: catalogueApi,
    templateName: L.t('catalogue.templateName'),
    exportName: L.t('catalogue.exportName'),
    getQuery: () => filter.current as Record<string, string>,
  });
  const editButtons = useEditButtons<WasteCatalogueRow>({
    prefix: 'catalogue',
    add: { endpoint: catalogueApi.add, text: L.t('action.add'), onClick: () => dialog.show() },
  });
  return (
    <>
      <PageTable<WasteCatalogueRow>
        testId="catalogue-table"
        endpoint={catalogueApi.page}
        headerTitle={L.t('catalogue.title')}
        columns={columns}
        scroll={{ x: 'max-content' }}
        onQuery={(q: PageQuery<Record<string, unknown>>) => (filter.current = filterOf(q) as WasteCatalogueFilter)}
        toolbar={(selection) => [...editButtons(selection), ...sheet]}
      />
      <CatalogueDialog L={L} dialog={dialog} />
    </>
  );
}

/** Add / edit a catalogue entry (`catalogue-dialog`): the domain's rules for code (900-249-08) and category (HW08). */
function CatalogueDialog({ L, dialog }: { L: RecordLabels; dialog: GuardedDialog<WasteCatalogueRow> }) {
  const label = (f: keyof typeof wasteCatalogueFields.shape) => (f === 'kind' || f === 'code' ? L.t(`catalogue.${f}`) : L.field(f));
  const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
  const rule = (f: keyof typeof wasteCatalogueFields.shape) =>
    zodRule(wasteCatalogueFields, f, label(f), L.td, f === 'code' || f === 'category' ? { toInput: upper } : {});
  const text = (f: (typeof TEXTS)[number], max: number) => (
    <Form.Item name={f} label={label(f)} rules={[rule(f)]}>
      <Input data-testid={`catalogue-${f}`} maxLength={max} />
    </Form.Item>
  );
  return (
    <EntityFormDialog<WasteCatalogueRow, Values, undefined, typeof catalogueApi.add, typeof catalogueApi.edit>
      prefix="catalogue"
      dialog={dialog}
      width={760}
      title={(mode) => L.t(`catalogue.${mode}`)}
      initialValues={valuesOf}
      add={{ endpoint: catalogueApi.add, body: catalogueBodyOf }}
      edit={{ endpoint: catalogueApi.edit, body: catalogueBodyOf }}
    >
      <Form.Item name="kind" label={label('kind')} rules={[rule('kind')]}>
        <Radio.Group data-testid="catalogue-kind" options={enumOptions(L.td, WASTE_CATALOGUE_KIND, String)} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>{text('code', 20)}</Col>
        <Col span={12}>{text('category', 4)}</Col>
      </Row>
      {text('labelZh', 300)}
      <Row gutter={16}>
        <Col span={12}>{text('labelEn', 300)}</Col>
        <Col span={12}>{text('labelTw', 300)}</Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>{text('industryZh', 100)}</Col>
        <Col span={8}>{text('industryEn', 100)}</Col>
        <Col span={8}>{text('industryTw', 100)}</Col>
      </Row>
      {text('hazard', 20)}
    </EntityFormDialog>
  );
}
