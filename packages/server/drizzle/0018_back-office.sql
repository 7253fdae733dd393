CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"admin_id" uuid,
	"admin_username" text,
	"action" text NOT NULL,
	"target" text,
	"status_code" integer NOT NULL,
	"ip_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"finding_type" text NOT NULL,
	"severity" text NOT NULL,
	"amount" double precision,
	"reason_class" text,
	"document_type" text,
	"payer_name" text,
	"provider_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finding_rollups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"finding_type" text NOT NULL,
	"severity" text NOT NULL,
	"document_type" text NOT NULL,
	"payer_name" text NOT NULL,
	"provider_name" text NOT NULL,
	"reason_class" text NOT NULL,
	"n" bigint NOT NULL,
	"amount_sum" double precision NOT NULL,
	"amount_n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_findings" ADD CONSTRAINT "analysis_findings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_time_idx" ON "admin_audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analysis_findings_document_idx" ON "analysis_findings" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "analysis_findings_type_idx" ON "analysis_findings" USING btree ("finding_type","severity");--> statement-breakpoint
CREATE UNIQUE INDEX "finding_rollups_key_idx" ON "finding_rollups" USING btree ("finding_type","severity","document_type","payer_name","provider_name","reason_class");--> statement-breakpoint
CREATE INDEX "audit_action_time_idx" ON "audit_events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "analyses_created_idx" ON "analyses" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "analysis_findings" ("document_id", "finding_type", "severity", "amount", "reason_class", "document_type", "payer_name", "provider_name", "created_at")
SELECT a."document_id", f->>'type', f->>'severity', (f->>'amount')::double precision, f->>'reasonClass', a."result"->>'documentType',
       NULLIF(btrim(a."result"->'extracted'->'insuranceInfo'->>'payerName'), ''),
       NULLIF(btrim(a."result"->'extracted'->'providerInfo'->>'name'), ''),
       a."created_at"
FROM "analyses" a, jsonb_array_elements(COALESCE(a."result"->'findings', '[]'::jsonb)) AS f;
--> statement-breakpoint
INSERT INTO "finding_rollups" ("finding_type", "severity", "document_type", "payer_name", "provider_name", "reason_class", "n", "amount_sum", "amount_n")
SELECT "finding_type", "severity", COALESCE("document_type", ''), COALESCE("payer_name", ''), COALESCE("provider_name", ''),
       COALESCE("reason_class", ''), count(*), COALESCE(sum("amount"), 0), count("amount")
FROM "analysis_findings" GROUP BY 1, 2, 3, 4, 5, 6;
