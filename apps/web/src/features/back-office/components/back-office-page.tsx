import { useState } from 'react';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictTypeRow } from '@carbon/domain';
import { CodeTable } from './code-table';

/** Back-office management (route backOffice): positions and the dictionary. */
export function BackOfficePage() {
  const { t } = useTranslation('backOffice');
  const [type, setType] = useState<DictTypeRow | undefined>();
  return (
    <div data-testid="back-office">
      <Tabs
        items={[
          {
            key: 'pos',
            label: <span data-testid="back-office-tab-pos">{t('tab.pos')}</span>,
            children: <CodeTable resource="sysPos" prefix="pos" labelField="name" />,
          },
          {
            key: 'dict',
            label: <span data-testid="back-office-tab-dict">{t('tab.dict')}</span>,
            children: (
              <CodeTable
                resource="sysDictType"
                prefix="dict-type"
                labelField="name"
                rowExtra={(row) => (
                  <a data-testid={`dict-type-entries-${row.code}`} onClick={() => setType(row as DictTypeRow)}>
                    {t('dict.entries')}
                  </a>
                )}
              />
            ),
          },
        ]}
      />
      <Drawer
        open={!!type}
        width={860}
        title={t('dict.entriesOf', { name: type?.name ?? '' })}
        onClose={() => setType(undefined)}
        destroyOnHidden
      >
        {type && <CodeTable key={type.id} resource="sysDictData" prefix="dict-data" labelField="value" fixed={{ typeId: type.id }} />}
      </Drawer>
    </div>
  );
}
