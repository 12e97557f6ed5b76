import type { Platform } from '../../services.js';
import type { TodoService } from '../todo/todo.service.js';
import { createEnvAlarmService } from './env-alarm.service.js';
import type { DetectFileType } from '../../platform/files/stage.js';
import { createEnvAveragesService } from './env-averages.service.js';
import { createEnvDataService } from './env-data.service.js';
import { createEnvIngestService } from './env-ingest.service.js';
import { createEnvPointService } from './env-point.service.js';

export type EnvMonitoringDeps = Platform & { todo: TodoService; detectFileType: DetectFileType };

/**
 * The environmental-monitoring module (issue 15): points, ingestion (HTTP and HJ 212 share it),
 * the averages job (registered on the scheduler), the alarm log and manual data.
 */
export function createEnvMonitoring(p: EnvMonitoringDeps) {
  const points = createEnvPointService(p);
  return {
    points,
    ingest: createEnvIngestService(p),
    averages: createEnvAveragesService({ db: p.db, clock: p.clock, todo: p.todo, scheduler: p.scheduler }),
    alarms: createEnvAlarmService(p),
    data: createEnvDataService({ ...p, inScope: points.inScope }),
  };
}

export type EnvMonitoring = ReturnType<typeof createEnvMonitoring>;
