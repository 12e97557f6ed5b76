import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useRecordLabels } from '../labels';
import { CatalogueTab } from './catalogue-tab';
import { WasteRecordsTab } from './waste-records-tab';
import { useSetSearch } from '../../../../lib/search-params';

const TABS = ['records', 'catalogue'] as const;
type Tab = (typeof TABS)[number];

/**
 * /environment/envWaste: the general solid and hazardous waste records per legal entity and month
 * (with the path into an inventory task's scope 3 category 5), and the waste catalogues
 * (`?tab=catalogue`).
 */
export function EnvWastePage() {
  const L = useRecordLabels();
  const [params] = useSearchParams();
  const setSearch = useSetSearch();
  const tab: Tab = params.get('tab') === 'catalogue' ? 'catalogue' : 'records';
  return (
    <Tabs
      data-testid="waste-tabs"
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setSearch({ tab: key === 'catalogue' ? key : undefined })}
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`waste-tab-${key}`}>{L.t(`waste.tab.${key}`)}</span>,
        children: key === 'records' ? <WasteRecordsTab L={L} /> : <CatalogueTab L={L} />,
      }))}
    />
  );
}
