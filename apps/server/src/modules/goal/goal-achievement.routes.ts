import { goalAchievementContract as c, translate } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import type { Kit } from '../../services.js';

/** Goal achievement API: registers `goalAchievementContract` (domain); every endpoint reads only. */
export function goalAchievementRoutes(app: App, { goalAchievement: service, context }: Pick<Kit, 'goalAchievement' | 'context'>): void {
  const e = c.endpoints;
  route(app, e.achievement, (req) => service.achievement(context(req), req.query));
  route(app, e.achievementByYear, (req) => service.achievementByYear(context(req), req.query));
  route(app, e.forecast, (req) => service.forecast(context(req), req.query));
  route(app, e.whatIf, (req) => service.whatIf(context(req), req.body));
  route(app, e.trajectory, (req) => service.trajectory(context(req), req.query));
  route(app, e.reductionAchievement, (req) => service.reductionAchievement(context(req), req.query));
  route(app, e.reductionAchievementByYear, (req) => service.reductionAchievementByYear(context(req), req.query));
  route(app, e.renewable, (req) => service.renewable(context(req), req.query));
  route(app, e.achievementExport, async (req, reply) => {
    const file = await service.achievementExport(context(req), req.query);
    const name = `${translate(req.locale, 'goal.achievement.sheet.name')}-${req.query.orgId}-${req.query.year}.xlsx`;
    return sendXlsx(reply, name, file);
  });
  route(app, e.reductionAchievementExport, async (req, reply) => {
    const file = await service.reductionAchievementExport(context(req), req.query);
    const name = `${translate(req.locale, 'goal.reductionAchievement.sheet.name')}-${req.query.orgId}-${req.query.year}.xlsx`;
    return sendXlsx(reply, name, file);
  });
}
