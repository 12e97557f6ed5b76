import type { EnvAlarmRow, EnvPointRow } from '@carbon/domain';
export {
  type,
  openSelect,
  chooseOption,
  chooseTreeNode,
  errorOf,
  bodiesOf,
  queriesOf,
  loginUser,
  page,
} from '../../../components/antd-test-kit';

/** Test helpers of the monitoring screens: stored rows, choosing in antd controls as a user does, reading what was sent. */

/** Park A › Plant A1. */
export const ORG_TREE = [
  {
    id: '3',
    parentId: '0',
    title: 'Park A',
    value: '3',
    weight: 1,
    children: [{ id: '4', parentId: '3', title: 'Plant A1', value: '4', weight: 1, children: [] }],
  },
];

/** A wastewater main outlet of Plant A1 measuring COD (hourly ≤ 50, daily ≤ 40 mg/L) and ammonia nitrogen. */
export const POINT: EnvPointRow = {
  id: '21',
  orgId: '4',
  orgName: 'Plant A1',
  parkId: '3',
  parkName: 'Park A',
  name: 'Outlet 1',
  monitoringType: 1,
  pointType: 1,
  modeType: 1,
  fillType: null,
  mn: 'MN0001',
  hj212PasswordSet: true,
  hj212Protocol: 'either',
  remark: null,
  pollutants: [
    { code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' },
    { code: 'w21003', unit: 'mg/L', hourlyLimit: '8', dailyLimit: '5' },
  ],
  keyHint: 'abcd',
  keyCreatedAt: '2026-03-01T00:00:00.000Z',
  lastReadingAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 1,
};

/**
 * An hourly COD alarm of Outlet 1: average 75.5 against 50 (ratio 1.51, by hand 75.5 ÷ 50 = 1.51:
 * important under the default thresholds 2 / 1.5), unassigned.
 */
export const ALARM: EnvAlarmRow = {
  id: '501',
  pointId: '21',
  pointName: 'Outlet 1',
  orgId: '4',
  orgName: 'Plant A1',
  parkId: '3',
  parkName: 'Park A',
  pollutant: 'w01018',
  unit: 'mg/L',
  alarmType: 2,
  rank: 1,
  status: 0,
  average: '75.5',
  limit: '50',
  ratio: '1.51',
  periodStart: '2026-03-01T02:00:00.000Z',
  periodEnd: '2026-03-01T03:00:00.000Z',
  handlerId: null,
  handlerName: null,
  assignedAt: null,
  handledAt: null,
  handledByName: null,
  note: null,
  fileId: null,
  fileName: null,
  cleared: false,
  clearedAt: null,
  clearedReason: null,
  createdAt: '2026-03-01T03:01:00.000Z',
  updatedAt: '2026-03-01T03:01:00.000Z',
  version: 1,
};
