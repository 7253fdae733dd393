CREATE TABLE "payer_coverage_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	"service_type" text NOT NULL,
	"coverage_category" text NOT NULL,
	"copayment" text
);
--> statement-breakpoint
CREATE TABLE "payer_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"payer_id" text NOT NULL,
	"document_title" text NOT NULL,
	"payer_name" text NOT NULL,
	"document_type" text NOT NULL,
	"plan_year" integer,
	"state_specific" text,
	"last_verified" date,
	"document_url" text NOT NULL,
	"summary" text,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_link_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payer_coverage_details" ADD CONSTRAINT "payer_coverage_details_document_id_payer_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_documents" ADD CONSTRAINT "payer_documents_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payer_coverage_details_document_idx" ON "payer_coverage_details" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "payer_documents_payer_idx" ON "payer_documents" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "payer_documents_payer_name_idx" ON "payer_documents" USING btree (lower("payer_name"));--> statement-breakpoint
CREATE INDEX "payer_link_checks_latest_idx" ON "payer_link_checks" USING btree ("document_id","checked_at");