// npm start: builds the web app if needed, then starts the server on the embedded
// database (http://localhost:8080; PORT, DATA_DIR and the rest: see README).
import { SERVER_NODE_FLAGS, buildWebIfNeeded, run } from './lib.mjs';

buildWebIfNeeded();
process.exit(run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts', ...process.argv.slice(2)]));
