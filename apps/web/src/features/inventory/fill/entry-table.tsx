import { useState, type HTMLAttributes } from 'react';
import { App, Button, Modal, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { inventoryTaskContract, type InventoryEntryRow, type InventoryTaskDetail } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { ImportButton } from '../../../components/import-button';
import { activitySummary, SourceExplanation, SOURCE_INPUT_NS } from '../../../components/source-input';
import { formatFigure } from '../../../lib/format';
import { SECTION_PAGE_SIZE, useDeleteEntry, useEntries, type EntriesQuery } from '../api/fill-api';
import { AttachmentsDrawer } from './attachments-drawer';
import { EntryDialog } from './entry-dialog';
import { FactorCell } from './factor-cell';
import { FILL_NS, sectionKey } from './labels';

type Section = { scope: number; category: number | null };
type Props = { task: InventoryTaskDetail; section: Section };

/** What the explanation modal shows: the entry's (location) explanation and, for electricity, the market-based one. */
export function EntryExplanation({ entry }: { entry: InventoryEntryRow }) {
  const { t } = useTranslation(FILL_NS);
  if (!entry.explanation) return <Typography.Text type="secondary">{t('entry.noExplanation')}</Typography.Text>;
  const factor = { code: entry.factorCode, version: entry.factorVersion };
  return (
    <>
      {entry.marketExplanation && <Typography.Title level={5}>{t('entry.tco2eLocation')}</Typography.Title>}
      <SourceExplanation explanation={entry.explanation} factor={factor} testId="row-explanation" />
      {entry.marketExplanation && (
        <>
          <Typography.Title level={5}>{t('entry.tco2eMarket')}</Typography.Title>
          <SourceExplanation explanation={entry.marketExplanation} factor={factor} testId="row-explanation-market" />
        </>
      )}
    </>
  );
}

/**
 * Rows shown at first (issue 25: a section of 500 entries took seconds to draw 100 rows); more per
 * page on demand, up to the section page size.
 */
const FIRST_PAGE_SIZE = 20;

/** The read of a page of a section's entries (the first page, unless told). */
export const sectionEntries = (taskId: string, section: Section, pageNo = 1, pageSize = FIRST_PAGE_SIZE): EntriesQuery => ({
  taskId,
  scope: section.scope,
  ...(section.category ? { category: section.category } : {}),
  pageNo,
  pageSize,
});

/** The entries of one section (data-testid `section-<scope>-<category>`), with add, edit, delete, evidence and explanation. */
export function EntryTable({ task, section }: Props) {
  const { t } = useTranslation(FILL_NS);
  const { t: ts } = useTranslation(SOURCE_INPUT_NS);
  const { message } = App.useApp();
  const [{ pageNo, pageSize }, setPaging] = useState({ pageNo: 1, pageSize: FIRST_PAGE_SIZE });
  const page = useEntries(sectionEntries(task.id, section, pageNo, pageSize));
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<{ entry?: InventoryEntryRow } | null>(null);
  const [evidence, setEvidence] = useState<string | undefined>();
  const [explained, setExplained] = useState<InventoryEntryRow | null>(null);
  const fill = task.can.fill;
  const key = sectionKey(section);
  const rows = page.data?.rows ?? [];

  const columns = [
    {
      title: t('entry.sourceName'),
      key: 'source',
      render: (_: unknown, r: InventoryEntryRow) => r.sourceName || ts(`type.${r.sourceType}`),
    },
    { title: t('entry.facility'), dataIndex: 'facility', render: (v: string | null) => v || '—' },
    {
      title: t('entry.factor'),
      key: 'factor',
      render: (_: unknown, r: InventoryEntryRow) => <FactorCell entry={r} />,
    },
    { title: t('entry.activity'), key: 'activity', render: (_: unknown, r: InventoryEntryRow) => activitySummary(r.input) },
    { title: t('entry.quality'), dataIndex: 'qualityScore', align: 'right' as const, render: (v: string | null) => v ?? '—' },
    {
      title: section.scope === 2 ? t('entry.tco2eLocation') : t('entry.tco2e'),
      dataIndex: 'tco2e',
      align: 'right' as const,
      render: (v: string | null) => (
        <span data-testid="row-tco2e" title={v ?? undefined}>
          {v === null ? t('entry.noAmount') : formatFigure(v)}
        </span>
      ),
    },
    ...(section.scope === 2
      ? [
          {
            title: t('entry.tco2eMarket'),
            dataIndex: 'tco2eMarket',
            align: 'right' as const,
            render: (v: string | null) => formatFigure(v),
          },
        ]
      : []),
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, r: InventoryEntryRow) => (
        <Space size={4} wrap>
          {fill && (
            <Typography.Link data-testid="row-edit" onClick={() => setEditing({ entry: r })}>
              {t('edit')}
            </Typography.Link>
          )}
          <Typography.Link data-testid="row-attachments" onClick={() => setEvidence(r.id)}>
            {t('entry.attachments', { count: r.attachmentCount })}
          </Typography.Link>
          <Typography.Link data-testid="row-explain" onClick={() => setExplained(r)}>
            {t('entry.explanation')}
          </Typography.Link>
          {fill && (
            <ConfirmRowDelete
              title={t('entry.deleteConfirm')}
              label={t('delete')}
              testId="row-delete"
              onConfirm={() =>
                remove.mutateAsync({ id: r.id }).then(
                  () => void message.success(t('entry.deleted')),
                  (e: unknown) => void message.error(t('entry.deleteFailed', { reason: e instanceof Error ? e.message : String(e) })),
                )
              }
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`section-${key}`}>
      {fill && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} data-testid={`section-${key}-add`} onClick={() => setEditing({})}>
            {t('entry.add')}
          </Button>
          {/* the task's Excel import: each row names its own scope (and category), whatever tab it starts from (issue 25) */}
          <ImportButton
            testId={`section-${key}-import`}
            endpoint={inventoryTaskContract.endpoints.entryImport}
            template={inventoryTaskContract.endpoints.entryTemplate}
            templateName="entries.xlsx"
            query={{ taskId: task.id }}
            intro={t('import.intro', { task: task.name })}
          />
        </Space>
      )}
      <Table<InventoryEntryRow>
        size="small"
        rowKey="id"
        loading={page.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={
          (page.data?.totalRows ?? 0) > FIRST_PAGE_SIZE && {
            current: pageNo,
            pageSize,
            total: page.data?.totalRows ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [FIRST_PAGE_SIZE, 50, SECTION_PAGE_SIZE],
            onChange: (no, size) => setPaging({ pageNo: size === pageSize ? no : 1, pageSize: size }),
          }
        }
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `entry-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
      />
      {editing && <EntryDialog task={task} section={section} entry={editing.entry} open onClose={() => setEditing(null)} />}
      <AttachmentsDrawer entryId={evidence} editable={fill} onClose={() => setEvidence(undefined)} />
      <Modal open={!!explained} onCancel={() => setExplained(null)} footer={null} width={760} title={t('entry.explanation')}>
        {explained && <EntryExplanation entry={explained} />}
      </Modal>
    </div>
  );
}
