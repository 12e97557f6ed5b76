import type { Clock } from '../../platform/auth/sessions.js';
import type { Config } from '../../platform/config.js';
import type { EnvIngestService, KnownPoint } from './env-ingest.service.js';
import { createHj212Listener, type Hj212Sink } from './hj212-listener.js';

/**
 * The HJ 212 listener's view of the monitoring module: points found by MN, the password
 * checked against its stored SHA-256, readings stored by the same ingestion as the HTTP route
 * (source `hj212`, the kind named by the packet's CN), refusals in the point's ingestion log.
 * Pollutant codes match whatever their case, as the ingestion matches them.
 */
export function hj212SinkOf(ingest: EnvIngestService): Hj212Sink {
  /**
   * The point and pollutants each registered point was last found with: a batch is stored without reading
   * them again (the listener finds a point again after POINT_CACHE_MS, which refreshes its entry here).
   */
  const found = new Map<string, KnownPoint>();
  return {
    async pointByMn(mn) {
      const point = await ingest.findByMn(mn);
      if (!point || point.modeType !== 1) return null;
      found.set(String(point.pointId), point.record);
      // a device sends the same password with every packet: its hash is computed once per point found
      // (the listener finds the point again after POINT_CACHE_MS, so a password change takes effect then)
      let last: { password: string; matches: boolean } | undefined;
      return {
        id: String(point.pointId),
        protocol: point.protocol === '2005' || point.protocol === '2017' ? point.protocol : 'either',
        pollutants: new Set(point.pollutants.map((c) => c.toLowerCase())),
        checkPassword: (password) => {
          if (last?.password !== password) last = { password, matches: ingest.passwordMatches(point, password) };
          return last.matches;
        },
      };
    },
    async ingest(batches) {
      await ingest.ingestMany(
        batches.map(({ pointId, kind, readings, ip }) => ({
          input: { pointId: Number(pointId), readings, kind, source: 'hj212', ip },
          known: found.get(pointId),
        })),
      );
    },
    logRefusal: ({ pointId, received, reason, ip, raw, mn }) =>
      ingest.logRefusal({
        pointId: pointId === null ? null : Number(pointId),
        source: 'hj212',
        ip,
        received,
        reason,
        raw,
        ...(mn === undefined ? {} : { mn }),
      }),
  };
}

/**
 * The listener as the server runs it: HJ212_PORT, HJ212_MAX_SEGMENT and HOST of the configuration, the platform
 * clock, the module's ingestion.
 */
export function createHj212ListenerFor(p: {
  config: Pick<Config, 'hj212Port' | 'host'> & Partial<Pick<Config, 'hj212MaxSegment'>>;
  clock: Clock;
  ingest: EnvIngestService;
}) {
  return createHj212Listener({
    port: p.config.hj212Port,
    host: p.config.host,
    ...(p.config.hj212MaxSegment === undefined ? {} : { maxSegment: p.config.hj212MaxSegment }),
    now: () => p.clock.now(),
    sink: hj212SinkOf(p.ingest),
  });
}
