import { calcPreviewRequest, emissionResultWire } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { createCalcService } from './calc.service.js';

const tags = ['calc'];

/** Live preview of an emission source for the fill-in forms (nothing is stored). */
export function calcRoutes(app: App, deps: ModuleDeps): void {
  const service = createCalcService({ db: deps.db, clock: deps.clock });

  app.post(
    '/api/main/calc/preview',
    { config: { permission: 'authenticated' }, schema: { tags, body: calcPreviewRequest, response: { 200: envelope(emissionResultWire) } } },
    async (req) => ok(req.locale, await service.preview(req.body)),
  );
}
