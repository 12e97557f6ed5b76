import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock, SessionStore } from '../auth/sessions.js';

/** What every module's routes function receives; it builds its own service from these. */
export type ModuleDeps = { db: Db; clock: Clock; sessions: SessionStore; config: Config };
