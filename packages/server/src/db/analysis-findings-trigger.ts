/**
 * SQL drizzle cannot express: a row trigger on analyses that keeps analysis_findings (one row per
 * finding, db/schema-back-office.ts) in step with `analyses.result`, whoever writes it (the analysis
 * job, a re-run, SQL typed by hand). Deleting an analysis or its document removes its rows (the
 * foreign key cascades from documents; the trigger covers a deleted analysis alone). Idempotent;
 * applied after the migrations (db/migrate.ts). The migration that made the table filled it once from
 * the analyses already stored. A second trigger keeps finding_rollups (counts and amount sums per
 * group) in step with analysis_findings, so the overview's top-5 lists never group every finding.
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

CREATE OR REPLACE FUNCTION roll_up_finding() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f analysis_findings;
  step integer;
BEGIN
  IF TG_OP = 'INSERT' THEN f := NEW; step := 1; ELSE f := OLD; step := -1; END IF;
  INSERT INTO finding_rollups AS r
    (finding_type, severity, document_type, payer_name, provider_name, reason_class, n, amount_sum, amount_n)
  VALUES (f.finding_type, f.severity, COALESCE(f.document_type, ''), COALESCE(f.payer_name, ''),
          COALESCE(f.provider_name, ''), COALESCE(f.reason_class, ''), step,
          step * COALESCE(f.amount, 0), CASE WHEN f.amount IS NULL THEN 0 ELSE step END)
  ON CONFLICT (finding_type, severity, document_type, payer_name, provider_name, reason_class) DO UPDATE
    SET n = r.n + EXCLUDED.n, amount_sum = r.amount_sum + EXCLUDED.amount_sum, amount_n = r.amount_n + EXCLUDED.amount_n;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER analysis_findings_roll_up
  AFTER INSERT OR DELETE ON analysis_findings
  FOR EACH ROW EXECUTE FUNCTION roll_up_finding();
`;
