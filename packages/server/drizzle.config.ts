import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations only; they run from code at start-up (src/db/migrate.ts), because
// drizzle-kit's own migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema.ts',
  out: './packages/server/drizzle',
});
