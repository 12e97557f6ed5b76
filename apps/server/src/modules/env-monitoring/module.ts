import { defineModule } from '../../platform/module.js';
import { detectFileType } from '../../platform/files/file-type.js';
import type { Kit } from '../../services.js';
import { createEnvMonitoring } from './env-monitoring.module.js';
import { envMonitoringRoutes } from './env-monitoring.routes.js';
import { createHj212ListenerFor } from './hj212-sink.js';

/**
 * Environmental monitoring (issue 15, ADR 015; HJ 212 issue 27): points, readings over HTTP and the
 * HJ 212-2017 TCP listener, hourly/daily averages, the alarm log and manual data.
 */
export const envMonitoringModule = defineModule({
  name: 'env-monitoring',
  services(kit: Kit) {
    const envMonitoring = createEnvMonitoring({ ...kit, detectFileType });
    return { envMonitoring, hj212: createHj212ListenerFor({ ...kit, ingest: envMonitoring.ingest }) };
  },
  routes: envMonitoringRoutes,
  // the HJ 212 TCP listener: off unless HJ212_PORT is set
  attach: (app, s) => s.hj212.attach(app),
  adminButtons: ['envAlarm:settings', 'envReading:unregisteredRefusals'],
});
