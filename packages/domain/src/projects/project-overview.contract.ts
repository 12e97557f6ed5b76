import { defineContract } from '../shared/index.js';
import {
  maccResult,
  projectExportQuery,
  projectImportResult,
  projectInvestmentOverview,
  projectOverviewQuery,
  projectProgress,
  projectStatusOverview,
} from './overview.schema.js';
import { PROJECT_AUDIT } from './project.contract.js';

const json = (path: string) => `/api/main/project/${path}`;

/**
 * The project overviews (issue 12): the marginal abatement cost curve, progress control, the
 * status and investment overviews, and the Excel export, template and import of the project list.
 * Every read covers the organisation's subtree within the caller's data scope (1013003 for a
 * foreign organisation).
 */
export const projectOverviewContract = defineContract('projectOverview', 'FoxconnProject', {
  macc: {
    method: 'GET',
    path: json('macc'),
    permission: 'authenticated',
    query: projectOverviewQuery,
    response: maccResult,
    tag: 'project',
    description:
      'The MACC bars of the subtree, cheapest first (ties by id): drafts included, closed projects and those without an abatement cost or a positive reduction excluded; year = the estimated start year.',
  },
  progress: {
    method: 'GET',
    path: json('progress'),
    permission: 'authenticated',
    query: projectOverviewQuery,
    response: projectProgress,
    tag: 'project',
    description: 'Projects by stage and by child organisation, the overdue ones and those realising less than the threshold.',
  },
  statusOverview: {
    method: 'GET',
    path: json('statusOverview'),
    permission: 'authenticated',
    query: projectOverviewQuery,
    response: projectStatusOverview,
    tag: 'project',
  },
  investmentOverview: {
    method: 'GET',
    path: json('investmentOverview'),
    permission: 'authenticated',
    query: projectOverviewQuery,
    response: projectInvestmentOverview,
    tag: 'project',
  },
  /** The projects behind the investment overview, with their figures (xlsx). */
  investmentExport: {
    method: 'GET',
    path: json('investmentExport'),
    permission: 'project:investmentExport',
    page: 'reduce_investment',
    kind: 'file',
    query: projectOverviewQuery,
    tag: 'project',
  },
  /** The project list (its filters) with the automatic figures (xlsx); importable again. */
  export: { method: 'GET', path: json('export'), permission: 'project:export', kind: 'file', query: projectExportQuery, tag: 'project' },
  template: { method: 'GET', path: json('template'), permission: 'project:import', kind: 'file', tag: 'project' },
  import: {
    method: 'POST',
    path: json('import'),
    permission: 'project:import',
    kind: 'upload',
    response: projectImportResult,
    audit: PROJECT_AUDIT.project,
    tag: 'project',
    description: 'Drafts from the template: all or nothing, failed rows with their reasons in the caller’s language.',
  },
});
