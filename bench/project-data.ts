import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_PROJECT_SETTINGS,
  PROJECT_STATUS,
  PROJECT_TECHNOLOGY,
  THREE_R,
  lifetimeOf,
  projectFigures,
  type ProjectFigures,
} from '@carbon/domain';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { insertInBatches } from '../apps/server/src/platform/db/batch-insert.js';
import { energyProject } from '../apps/server/src/platform/db/schema/index.js';
import { rowsOf } from '../apps/server/src/platform/db/sql-kit.js';
import { seedIfEmpty } from '../apps/server/src/modules/seed/seed.service.js';
import { generateGroup } from './org-data.js';

/**
 * A generated portfolio for the issue 12 bench: a group of `orgs` organisations (bench/org-data.ts)
 * and `projects` energy-saving projects spread over its legal entities and BUs, over the estimated
 * start years 2019–2026, every status (a third drafts, a tenth closed), twelve technologies and the
 * three 3R classes. Inputs vary over 97 combinations whose figures come from the domain's formulas
 * (projectFigures, the default settings), so the stored figures are what a save would store. A few
 * drafts have no figures yet (as drafts do). Written in batches (insertInBatches): the bench
 * measures reads, not the generator.
 */
export async function generateProjects(db: Db, opts: { orgs: number; projects: number; adminId: number }) {
  const group = await generateGroup(db, { orgs: opts.orgs, users: 100 });
  const orgs = await rowsOf<{ id: number; org_type: string; pids: string }>(
    db,
    sql`select id, org_type, pids from sys_org where id = any(${`{${group.orgIds.join(',')}}`}::bigint[])
        and org_type in ('legal_entity', 'bu') order by id`,
  );
  const statuses = PROJECT_STATUS.items.map((i) => i.code);
  // a third drafts, a tenth closed, the rest spread over the workflow
  const statusOf = (i: number) => (i % 3 === 0 ? 'draft' : i % 10 === 1 ? 'closed' : statuses[1 + (i % 7)]!);
  const technologies = PROJECT_TECHNOLOGY.items.map((i) => i.code);
  const figuresOf = new Map<number, ProjectFigures & { lifetimeUsed: number }>();
  const inputsOf = (v: number) => ({
    energyBefore: String(500_000 + (v % 13) * 75_000),
    energyAfter: String(300_000 + (v % 11) * 20_000),
    emissionFactor: '0.0005703',
    investment: String(10 + (v % 17) * 15),
    localEnergyPrice: (0.45 + (v % 7) * 0.1).toFixed(2),
  });
  const rows = [];
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < opts.projects; i++) {
    const org = orgs[i % orgs.length]!;
    const ancestry = [...org.pids.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    // pids "[0],[group],[business group],[park],(legal entity,)" → the position of the project
    const [businessGroupId, parkId] = [ancestry[2] ?? null, ancestry[3] ?? null];
    const legalPersonId = org.org_type === 'legal_entity' ? Number(org.id) : (ancestry[4] ?? null);
    const technology = technologies[i % technologies.length]!;
    const variant = i % 97;
    const bare = i % 50 === 0; // a draft without figures yet
    const inputs = bare ? {} : inputsOf(variant);
    const lifetimeUsed = lifetimeOf(null, technology, DEFAULT_PROJECT_SETTINGS.lifetimes);
    const key = bare ? -1 : variant * 100 + technologies.indexOf(technology);
    let f = figuresOf.get(key);
    if (!f) figuresOf.set(key, (f = { ...projectFigures(inputs, DEFAULT_PROJECT_SETTINGS.discountRate, lifetimeUsed), lifetimeUsed }));
    const startYear = 2019 + (i % 8);
    rows.push({
      number: `EPB${String(i + 1).padStart(7, '0')}`,
      name: `基准测试节能项目 ${i + 1}`,
      orgId: Number(org.id),
      businessGroupId,
      parkId,
      legalPersonId,
      projectType: '节能改造',
      technology,
      energyType: 'electricity',
      energyUnit: 'kWh',
      technologySource: i % 2 ? 'own' : 'external',
      threeR: THREE_R[i % 3]!,
      responsiblePerson: '张三',
      initiatorName: '李四',
      estimatedStart: `${startYear}-0${1 + (i % 9)}-15`,
      estimatedEnd: `${startYear + 1}-0${1 + (i % 9)}-15`,
      ...(bare ? { projectStatus: 'draft' } : { ...inputs, projectStatus: statusOf(i) }),
      lifetimeUsed: f.lifetimeUsed,
      energySaved: f.energySaved,
      annualCarbonReduction: f.annualCarbonReduction,
      annualBenefit: f.annualBenefit,
      costEffectiveness: f.costEffectiveness,
      paybackYears: f.paybackYears,
      paybackNotRecovered: f.paybackNotRecovered,
      abatementCost: f.abatementCost,
      needsFii: f.needsFiiReview,
      approvalStatus: bare || statusOf(i) === 'draft' ? 'not_submitted' : 'passed',
      createdBy: opts.adminId,
    });
  }
  await insertInBatches(db, energyProject, rows, { returning: { id: energyProject.id } });
  return { rootId: group.rootId, projects: rows.length, year, tag: group.tag };
}

export type GeneratedProjects = Awaited<ReturnType<typeof generateProjects>>;

/**
 * A data directory holding the generated portfolio: read back from its marker when `keep` and a
 * previous run left one of the same size, else seeded and generated now (and marked when `keep`).
 */
export async function keptOrGeneratedProjects(dataDir: string, keep: boolean, orgs: number, projects: number): Promise<GeneratedProjects> {
  const marker = path.join(dataDir, 'bench-projects.json');
  if (keep && fs.existsSync(marker)) {
    const kept = JSON.parse(fs.readFileSync(marker, 'utf8')) as GeneratedProjects & { orgs: number };
    if (kept.orgs === orgs && kept.projects === projects) {
      console.log(`\nReusing ${orgs} organisations and ${projects} projects in ${dataDir}`);
      return kept;
    }
    throw new Error(`${dataDir} holds ${kept.orgs} organisations and ${kept.projects} projects: remove it or set BENCH_KEEP_DIR elsewhere`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
  const admins = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM sys_user WHERE account = 'superAdmin'`);
  const generated = await generateProjects(database.db, { orgs, projects, adminId: Number(admins[0]!.id) });
  await database.close();
  console.log(`\nGenerated ${orgs} organisations and ${projects} projects in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (keep) fs.writeFileSync(marker, JSON.stringify({ ...generated, orgs }));
  return generated;
}
