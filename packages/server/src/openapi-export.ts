// `npm run openapi`: writes the OpenAPI document of the current routes to docs/openapi.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEphemeralApp } from './ephemeral-app';

const { app, close } = await createEphemeralApp();
const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
writeFileSync(target, JSON.stringify(app.swagger(), null, 2) + '\n');
await close();
console.warn(`Wrote ${target}`);
