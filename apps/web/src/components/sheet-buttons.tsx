import type { ReactNode } from 'react';
import type { ButtonPermission } from '@carbon/domain';
import { ExportButton, type ExportButtonProps, type FileEndpoint } from './export-button';
import { ImportButton, type UploadEndpoint } from './import-button';
import { usePerm } from './use-perm';

/** A library's Excel endpoints (the server's `sheetRoutes`): import, its template, export. */
type Granted = { permission: ButtonPermission };
export type SheetEndpoints = { import: UploadEndpoint & Granted; template: FileEndpoint; export: FileEndpoint & Granted };

export type SheetButtonsOptions = {
  /** data-testids `<prefix>-import` and `<prefix>-export` (and the import dialog's own, ImportButton). */
  prefix: string;
  api: SheetEndpoints;
  templateName: string;
  exportName: string;
  /** The export's query, read at click time (the table's current filter). */
  getQuery?: ExportButtonProps['getQuery'];
  onImported?: () => void;
};

/**
 * A table toolbar's Excel buttons: import (with the template to fill) and export, each only for a caller whose roles
 * grant its endpoint's permission (the server checks again). Spread into a PageTable's `toolbar`.
 */
export function useSheetButtons({ prefix, api, templateName, exportName, getQuery, onImported }: SheetButtonsOptions): ReactNode[] {
  const can = usePerm();
  return [
    can(api.import.permission) && (
      <ImportButton
        key="import"
        testId={`${prefix}-import`}
        endpoint={api.import}
        template={api.template}
        templateName={templateName}
        {...(onImported ? { onImported } : {})}
      />
    ),
    can(api.export.permission) && (
      <ExportButton key="export" testId={`${prefix}-export`} endpoint={api.export} getQuery={getQuery} fallbackName={exportName} />
    ),
  ];
}
