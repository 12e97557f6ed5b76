import { useState } from 'react';

import { useProjectOptions } from '../api/report-api';
import { useReportLabels } from './labels';
import { SearchSelect } from '../../../components/search-select';

/**
 * The project picker: the inventory projects the user may see, searched by name on the server
 * (`completedOnly`: those whose every task is completed, the approved inventories a base year is set from).
 */
export function ProjectSelect({
  value,
  onChange,
  testId = 'consolidate-project',
  completedOnly = false,
}: {
  value?: string;
  onChange?: (id: string, orgId?: string) => void;
  testId?: string;
  completedOnly?: boolean;
}) {
  const L = useReportLabels();
  const [search, setSearch] = useState('');
  const projects = useProjectOptions(search, completedOnly ? 'completed' : undefined);
  const rows = projects.data?.rows ?? [];
  return (
    <SearchSelect
      data-testid={testId}
      allowClear
      onSearch={setSearch}
      loading={projects.isLoading}
      value={value}
      placeholder={L.t('consolidate.projectPlaceholder')}
      onChange={(id: string) => onChange?.(id, rows.find((r) => r.id === id)?.orgId)}
      options={rows.map((r) => ({
        value: r.id,
        label: `${r.name} (${r.month ? `${r.year}-${String(r.month).padStart(2, '0')}` : r.year})`,
      }))}
      style={{ minWidth: 280 }}
    />
  );
}
