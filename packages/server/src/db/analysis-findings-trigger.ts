/**
 * SQL drizzle cannot express: a row trigger on analyses that keeps analysis_findings (one row per
 * finding, db/schema-back-office.ts) in step with `analyses.result`, whoever writes it (the analysis
 * job, a re-run, SQL typed by hand). Deleting an analysis or its document removes its rows (the
 * foreign key cascades from documents; the trigger covers a deleted analysis alone). Idempotent;
 * applied after the migrations (db/migrate.ts). The migration that made the table filled it once from
 * the analyses already stored.
 */
export const ANALYSIS_FINDINGS_TRIGGER_SQL = `
CREATE OR REPLACE FUNCTION sync_analysis_findings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM analysis_findings WHERE document_id = OLD.document_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analysis_findings
      (document_id, finding_type, severity, amount, reason_class, document_type, payer_name, provider_name, created_at)
    SELECT NEW.document_id, f->>'type', f->>'severity', (f->>'amount')::double precision, f->>'reasonClass',
           NEW.result->>'documentType',
           NULLIF(btrim(NEW.result->'extracted'->'insuranceInfo'->>'payerName'), ''),
           NULLIF(btrim(NEW.result->'extracted'->'providerInfo'->>'name'), ''),
           NEW.created_at
    FROM jsonb_array_elements(COALESCE(NEW.result->'findings', '[]'::jsonb)) AS f;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER analyses_sync_findings
  AFTER INSERT OR UPDATE OF result, created_at OR DELETE ON analyses
  FOR EACH ROW EXECUTE FUNCTION sync_analysis_findings();
`;
