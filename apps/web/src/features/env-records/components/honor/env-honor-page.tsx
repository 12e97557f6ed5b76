import { Space } from 'antd';
import { HONOR_TYPE, type HonorRow } from '@carbon/domain';
import { formatDate } from '../../../../lib/format';
import { honorApi, useDeleteHonor } from '../../api/records-api';
import { FiledRecordPage } from '../filed-record-page';
import { ExpiryTag } from '../record-files';
import { HonorDialog } from './honor-dialog';
import { VerificationsCard } from './verifications-card';

/**
 * /environment/envHonor: the honours of the caller's data scope — 15 types, issuer, certificate
 * number, issue date, end of validity with an "expiring soon" / "expired" tag, certificate files;
 * add, edit, delete. Below, the ISO 14064 verification statements of certificate management (read only).
 */
export function EnvHonorPage() {
  const remove = useDeleteHonor();
  return (
    <FiledRecordPage<HonorRow>
      kind="honor"
      api={honorApi}
      type={{ field: 'honorType', def: HONOR_TYPE }}
      remove={(row) => remove.mutateAsync({ id: row.id, version: row.version })}
      dialog={(L, dialog) => <HonorDialog L={L} dialog={dialog} />}
      columns={(L) => [
        { title: L.field('issuer'), dataIndex: 'issuer', search: false, ellipsis: true },
        {
          title: L.field('certificateNumber'),
          dataIndex: 'certificateNumber',
          search: false,
          render: (_, r) => r.certificateNumber ?? '—',
        },
        { title: L.field('issuedDate'), dataIndex: 'issuedDate', search: false, render: (_, r) => formatDate(r.issuedDate) },
        {
          title: L.field('validTo'),
          dataIndex: 'validTo',
          search: false,
          render: (_, r) =>
            r.validTo ? (
              <Space size={4} wrap>
                <span>{formatDate(r.validTo)}</span>
                <ExpiryTag L={L} validTo={r.validTo} testId={`honor-expiry-${r.id}`} />
              </Space>
            ) : (
              L.t('honor.noEnd')
            ),
        },
      ]}
    >
      {(L) => <VerificationsCard L={L} />}
    </FiledRecordPage>
  );
}
