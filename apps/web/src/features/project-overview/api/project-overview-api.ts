import { projectOverviewContract, type ProjectOverviewQuery } from '@carbon/domain';
import { useCall } from '../../../lib/query';

/** The overview endpoints of the energy-saving projects (issue 12), from the domain's contract. */
export const projectOverviewApi = projectOverviewContract.endpoints;

/** The organisation and year an overview covers: without an organisation the server takes the caller's own. */
export type OverviewQuery = ProjectOverviewQuery;

/** Abatement cost curve bars (projectList). */
export const useMacc = (q: OverviewQuery) => useCall(projectOverviewApi.macc, q, { retry: false });

/** Progress control (Project_ERPC): by stage, by organisation, overdue and flagged projects. */
export const useProgress = (q: OverviewQuery) => useCall(projectOverviewApi.progress, q, { retry: false });

/** Status overview (Project_OAA/Project): counts and reduction by status, stage, 3R class, organisation and year. */
export const useStatusOverview = (q: OverviewQuery) => useCall(projectOverviewApi.statusOverview, q, { retry: false });

/** Investment overview (reduce_investment): investment, benefit and reduction by organisation, year and technology. */
export const useInvestmentOverview = (q: OverviewQuery) => useCall(projectOverviewApi.investmentOverview, q, { retry: false });
