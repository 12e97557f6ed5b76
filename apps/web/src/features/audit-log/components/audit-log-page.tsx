import { useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuditFilter, AuditRow, AuditVerifyResult } from '@carbon/domain';
import { filterOf, PageTable } from '../../../components/page-table';
import { ExportButton } from '../../../components/export-button';
import { useActionMessage } from '../../../components/action-messages';
import { usePerm } from '../../../components/use-perm';
import { auditApi, useVerifyChain } from '../api/audit-api';
import { useAuditColumns } from './audit-columns';
import { AuditDiff } from './audit-diff';

function VerifyResult({ result }: { result: AuditVerifyResult }) {
  const { t } = useTranslation('auditLog');
  return (
    <div data-testid="audit-verify-result" data-ok={result.ok ? 'true' : 'false'} style={{ marginBottom: 12 }}>
      {result.ok ? (
        <Alert type="success" showIcon message={t('verify.ok', { count: result.records })} />
      ) : (
        <Alert type="error" showIcon message={t('verify.broken', { id: result.brokenAtId ?? '?' })} />
      )}
    </div>
  );
}

/** Audit log (route auditLog): search, export, and a check of the hash chain. */
export function AuditLogPage() {
  const { t } = useTranslation('auditLog');
  const can = usePerm();
  const outcome = useActionMessage();
  const columns = useAuditColumns();
  const filters = useRef<AuditFilter>({});
  const verify = useVerifyChain();
  const [result, setResult] = useState<AuditVerifyResult | null>(null);

  const runVerify = async () => {
    try {
      setResult(await verify.mutateAsync());
    } catch (e) {
      outcome.failure('submit', e);
    }
  };

  return (
    <div data-testid="audit-log">
      {result && <VerifyResult result={result} />}
      <PageTable<AuditRow, AuditFilter>
        testId="audit-table"
        headerTitle={t('title')}
        columns={columns}
        endpoint={auditApi.page}
        onQuery={(q) => (filters.current = filterOf(q))}
        expandable={{ expandedRowRender: (row) => <AuditDiff row={row} /> }}
        toolbar={() =>
          [
            can(auditApi.export.permission) && (
              <ExportButton
                key="export"
                testId="audit-export"
                endpoint={auditApi.export}
                fallbackName="audit.xlsx"
                getQuery={() => ({ ...filters.current })}
              />
            ),
            can(auditApi.verify.permission) && (
              <Button
                key="verify"
                icon={<SafetyCertificateOutlined />}
                loading={verify.isPending}
                data-testid="audit-verify"
                onClick={() => void runVerify()}
              >
                {t('verify.button')}
              </Button>
            ),
          ].filter(Boolean)
        }
      />
    </div>
  );
}
