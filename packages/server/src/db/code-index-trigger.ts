/**
 * SQL drizzle cannot express: a statement trigger on medical_codes that bumps code_index_version
 * (db/schema-codes.ts). It runs BEFORE each statement, so a writer takes the version row's lock
 * before any code row (writers to medical_codes always lock in the same order: no deadlock), and the
 * new version becomes visible in the same commit as the rows. Every writer is covered: importers,
 * uploads, and SQL typed by hand. Idempotent; applied after the migrations (db/migrate.ts).
 */
export const CODE_INDEX_TRIGGER_SQL = `
INSERT INTO code_index_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;

CREATE OR REPLACE FUNCTION bump_code_index_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE code_index_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER medical_codes_bump_index_version
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON medical_codes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_code_index_version();
`;
