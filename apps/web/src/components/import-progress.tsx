import { useCallback, useEffect, useRef, useState } from 'react';
import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemContract, type ImportJobView } from '@carbon/domain';
import { call } from '../lib/api';

/** How often the server's progress is read while an upload's request is pending. */
export const IMPORT_POLL_MS = 600;

const progressOf = () => call(systemContract.endpoints.importProgress, undefined).catch((): ImportJobView[] => []);

/**
 * Follows the server's side of an upload (GET /api/main/import/progress): `begin()` before
 * the upload notes the caller's jobs already listed, then the newest other job is this
 * upload's; `end()` stops reading.
 */
export function useImportProgress() {
  const [job, setJob] = useState<ImportJobView | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const end = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const begin = useCallback(async () => {
    end();
    setJob(null);
    const known = new Set((await progressOf()).map((j) => j.id));
    const poll = async () => {
      const mine = (await progressOf()).find((j) => !known.has(j.id));
      if (mine && timer.current) setJob(mine);
    };
    timer.current = setInterval(() => void poll(), IMPORT_POLL_MS);
    void poll();
  }, [end]);

  useEffect(() => end, [end]);
  return { job, begin, end };
}

/** The percent a job has reached in its phase, or undefined when unknown. */
function percentOf(job: ImportJobView): number | undefined {
  if (job.phase === 'writing' && job.rowsTotal) return Math.floor((job.rowsWritten / job.rowsTotal) * 100);
  if (job.phase === 'done') return 100;
  return undefined;
}

/** The upload's bytes, then the server's phase: waiting, rows read, checked, written. */
export function ImportProgress({ testId, uploaded, job }: { testId: string; uploaded: number; job: ImportJobView | null }) {
  const { t } = useTranslation('components');
  const percent = job ? percentOf(job) : uploaded;
  const text = job
    ? t(`import.phase.${job.phase}`, {
        ahead: job.waitingAhead,
        read: job.rowsRead.toLocaleString(),
        written: job.rowsWritten.toLocaleString(),
        total: (job.rowsTotal ?? 0).toLocaleString(),
      })
    : t('import.phase.uploading', { percent: uploaded });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid={`${testId}-phase`}>{text}</Typography.Text>
      <Progress data-testid={`${testId}-progress`} percent={percent ?? 100} status="active" showInfo={percent !== undefined} />
    </Space>
  );
}
