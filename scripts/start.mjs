// `npm start`: builds the web app when its sources changed, then serves API and app on PORT.
import { buildWebIfStale, resetDataDir, runForwardingSignals } from './lib.mjs';

if (process.env.E2E_RESET_DATA === '1') resetDataDir(process.env.DATA_DIR ?? './data');
await buildWebIfStale();
runForwardingSignals(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts']);
