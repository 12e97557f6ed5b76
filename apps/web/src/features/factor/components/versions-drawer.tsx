import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FactorRow } from '@carbon/domain';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useFactorVersions } from '../api/factor-api';
import { factorName } from './factor-columns';
import { ListTable } from '../../../components/list-table';

type Props = { code: string | undefined; onClose: () => void };

/** Every version of one factor code (data-testids `factor-versions`, `factor-versions-table`). */
export function VersionsDrawer({ code, onClose }: Props) {
  const { t, i18n } = useTranslation('factor');
  const versions = useFactorVersions(code);
  return (
    <Drawer open={!!code} onClose={onClose} width={860} title={t('versions.title', { code: code ?? '' })} destroyOnHidden>
      <div data-testid="factor-versions">
        <ListTable<FactorRow>
          data-testid="factor-versions-table"
          rowKey="id"
          read={versions}
          rows={versions.data}
          columns={[
            { title: t('field.factorVersion'), dataIndex: 'factorVersion' },
            { title: t('field.name'), dataIndex: 'nameZh', render: (_, row) => factorName(row, i18n.language) },
            // as entered, every place its own (issue 25 item 8)
            { title: t('field.value'), dataIndex: 'value', align: 'right', render: (_, row) => <span data-as-entered>{row.value}</span> },
            { title: t('field.factorUnit'), dataIndex: 'factorUnit' },
            {
              title: t('field.validPeriod'),
              dataIndex: 'validFrom',
              render: (_, row) =>
                `${row.validFrom ? formatDate(row.validFrom) : '—'} ~ ${row.validTo ? formatDate(row.validTo) : t('openEnded')}`,
            },
            { title: t('field.source'), dataIndex: 'sourceTitle', ellipsis: true },
            { title: t('field.updatedAt'), dataIndex: 'updatedAt', render: (_, row) => formatDateTime(row.updatedAt) },
          ]}
        />
      </div>
    </Drawer>
  );
}
