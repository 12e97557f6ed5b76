import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemContract, type Endpoint } from '@carbon/domain';
import { ApiError, callUpload, failedRowsOf, type FailedRow } from '../lib/api';
import { contractOf, invalidateContracts } from '../lib/query';
import { useActionMessage } from './action-messages';
import { ExportButton, type FileEndpoint } from './export-button';
import { ImportProgress, useImportProgress } from './import-progress';

/** A contract's upload endpoint (`kind: 'upload'`), e.g. `exchangeRateContract.endpoints.import`. */
export type UploadEndpoint = Endpoint & { kind: 'upload' };

type Source = {
  /** The import endpoint; after a successful import the reads of its contract are refreshed (the table on screen). */
  endpoint: UploadEndpoint;
  /** The template download endpoint. */
  template?: FileEndpoint;
  /** The upload's query, e.g. the task and scope an entry import is for. */
  query?: Record<string, string>;
  /** The template download's query. */
  templateQuery?: Record<string, string>;
};

export type ImportButtonProps = Source & {
  /** data-testids: `<testId>` (opens), `-file` (input), `-template`, `-progress`, `-phase`, `-errors`, `-failed-count`, `-report`. */
  testId: string;
  templateName?: string;
  /** After a successful import (reload the table). */
  onImported?: (result: unknown) => void;
  /** Accepted extensions, lower case with the dot. */
  extensions?: readonly string[];
  /** What the import does, shown at the top of the dialog (e.g. the task it imports into and how rows are filed). */
  intro?: ReactNode;
};

/** The failed-rows report's id in a 1012002 answer (`data.reportId`), if the server kept one. */
function reportIdOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return null;
  const id = (error.data as { reportId?: unknown }).reportId;
  return typeof id === 'string' ? id : null;
}

/** One failed cell of the errors table: its sheet row, its column's label (when the server names one) and the reason. */
type FailedCell = { key: string; row: number; column: string | null; reason: string };

/** The failed rows as one line per failing cell (issue 25 item 7: every failing cell of a row, column and reason apart). */
function failedCells(rows: FailedRow[]): FailedCell[] {
  return rows.flatMap((r) =>
    r.cells?.length
      ? r.cells.map((c, i) => ({ key: `${r.row}-${i}`, row: r.row, column: c.column, reason: c.reason }))
      : r.reasons.map((reason, i) => ({ key: `${r.row}-${i}`, row: r.row, column: null, reason })),
  );
}

/**
 * "N rows failed" and a table of the failing cells: row, column label and reason, one line each (server code 1012002,
 * data.failedRows), and the report to download.
 */
export function ImportErrors({ rows, testId, reportId }: { rows: FailedRow[]; testId: string; reportId?: string | null }) {
  const { t } = useTranslation('components');
  const cells = failedCells(rows);
  return (
    <div data-testid={`${testId}-errors`}>
      <Alert
        type="error"
        showIcon
        message={<span data-testid={`${testId}-failed-count`}>{t('import.failedRows', { count: rows.length })}</span>}
        description={t('import.nothingImported')}
        action={
          reportId && (
            <ExportButton
              testId={`${testId}-report`}
              endpoint={systemContract.endpoints.importReport}
              query={{ id: reportId }}
              kind="download"
              label={t('import.report')}
              fallbackName="import-report.xlsx"
            />
          )
        }
      />
      <Table<FailedCell>
        size="small"
        rowKey="key"
        pagination={cells.length > 10 ? { pageSize: 10 } : false}
        dataSource={cells}
        columns={[
          { title: t('import.row'), dataIndex: 'row', width: 80 },
          { title: t('import.column'), dataIndex: 'column', width: 200, render: (column: string | null) => column ?? '—' },
          { title: t('import.reason'), dataIndex: 'reason' },
        ]}
      />
    </div>
  );
}

const hasExtension = (name: string, extensions: readonly string[]) => extensions.some((ext) => name.toLowerCase().endsWith(ext));

/** Import dialog: template download, .xlsx upload with progress, row errors or the success message. */
export function ImportButton(props: ImportButtonProps) {
  const { testId, endpoint, template, templateName, onImported, extensions = ['.xlsx'], query, templateQuery, intro } = props;
  const { t } = useTranslation('components');
  const client = useQueryClient();
  const outcome = useActionMessage();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState<FailedRow[]>([]);
  const [reportId, setReportId] = useState<string | null>(null);
  const [formatError, setFormatError] = useState(false);
  const progress = useImportProgress();

  const reset = () => {
    setPercent(null);
    setFailed([]);
    setReportId(null);
    setFormatError(false);
  };

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    reset();
    if (!file) return;
    if (!hasExtension(file.name, extensions)) {
      setFormatError(true);
      return;
    }
    setPercent(0);
    try {
      await progress.begin();
      const result = await callUpload(endpoint, file, setPercent, undefined, query as never);
      const contract = endpoint && contractOf(endpoint);
      if (contract) void invalidateContracts(client, [contract]);
      outcome.success('import');
      setOpen(false);
      onImported?.(result);
    } catch (e) {
      const rows = failedRowsOf(e);
      if (rows.length > 0) {
        setFailed(rows);
        setReportId(reportIdOf(e));
      } else outcome.failure('import', e);
    } finally {
      progress.end();
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        data-testid={testId}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {t('import.button')}
      </Button>
      <Modal open={open} title={t('import.title')} footer={null} width={640} onCancel={() => !uploading && setOpen(false)} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          {intro && <Alert type="info" showIcon message={intro} data-testid={`${testId}-intro`} />}
          <Typography.Text type="secondary">{t('import.hint', { extensions: extensions.join(', ') })}</Typography.Text>
          <Space>
            {template && (
              <ExportButton
                testId={`${testId}-template`}
                endpoint={template}
                kind="template"
                {...(templateQuery ? { query: templateQuery } : {})}
                fallbackName={templateName ?? 'template.xlsx'}
              />
            )}
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={uploading}
              data-testid={`${testId}-choose`}
              onClick={() => input.current?.click()}
            >
              {t('import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={extensions.join(',')}
              data-testid={`${testId}-file`}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </Space>
          {uploading && <ImportProgress testId={testId} uploaded={percent} job={progress.job} />}
          {formatError && <Alert type="error" showIcon message={t('import.badFormat')} data-testid={`${testId}-bad-format`} />}
          {failed.length > 0 && <ImportErrors rows={failed} testId={testId} reportId={reportId} />}
        </Space>
      </Modal>
    </>
  );
}
