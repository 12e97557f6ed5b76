import { useEffect, useState } from 'react';
import { Alert, Card } from 'antd';
import type { ReportDetail } from '@carbon/domain';
import { useReportLines } from '../api/report-api';
import { LinesTable } from './lines-table';
import { useReportLabels } from './labels';

const PAGE_SIZE = 20;

/**
 * The report's lines (data-testid `report-lines`). The detail holds only the largest lines; when
 * the report has more (`lineCount`), the table pages through report/lines on the server, for the
 * version the screen shows. Otherwise it shows the detail's lines as they are.
 */
export function LinesCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const paged = detail.lineCount > detail.lines.length;
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => setPageNo(1), [detail.id, detail.versionNo]);
  const page = useReportLines({ id: detail.id, versionNo: detail.versionNo, pageNo, pageSize: PAGE_SIZE }, paged);
  const rows = paged ? (page.data?.rows ?? []) : detail.lines;
  return (
    <Card
      size="small"
      title={L.t(detail.kind === 'consolidated' ? 'lines.titleConsolidated' : 'lines.titleTask')}
      extra={paged ? <span data-testid="report-lines-count">{L.t('lines.count', { count: detail.lineCount })}</span> : undefined}
    >
      {page.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={<span data-testid="report-lines-error">{page.error.message}</span>}
        />
      )}
      <LinesTable
        lines={rows}
        loading={paged && page.isFetching}
        {...(paged
          ? {
              pagination: {
                current: pageNo,
                pageSize: PAGE_SIZE,
                total: detail.lineCount,
                showSizeChanger: false,
                onChange: setPageNo,
              },
            }
          : {})}
      />
    </Card>
  );
}
