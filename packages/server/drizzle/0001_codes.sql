CREATE TABLE "carc_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"explanation" text NOT NULL,
	"patient_action" text,
	"source_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_type" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "code_update_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_set" text NOT NULL,
	"frequency" text NOT NULL,
	"scheduled_for" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "drg_weights" (
	"drg" text PRIMARY KEY NOT NULL,
	"mdc" text,
	"drg_type" text,
	"relative_weight" numeric(10, 4) NOT NULL,
	"geometric_mean_los" numeric(10, 4),
	"source_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_api_usage" (
	"api" text NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_status" text,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "external_api_usage_api_day_pk" PRIMARY KEY("api","day")
);
--> statement-breakpoint
CREATE TABLE "fee_schedule" (
	"hcpcs" text NOT NULL,
	"modifier" text DEFAULT '' NOT NULL,
	"status_code" text,
	"work_rvu" numeric(10, 4),
	"non_facility_pe_rvu" numeric(10, 4),
	"facility_pe_rvu" numeric(10, 4),
	"mp_rvu" numeric(10, 4),
	"non_facility_total_rvu" numeric(10, 4),
	"facility_total_rvu" numeric(10, 4),
	"conversion_factor" numeric(10, 4) NOT NULL,
	"non_facility_amount" numeric(12, 2),
	"facility_amount" numeric(12, 2),
	"global_days" text,
	"pctc_indicator" text,
	"year" integer NOT NULL,
	"source_version" text NOT NULL,
	CONSTRAINT "fee_schedule_hcpcs_modifier_pk" PRIMARY KEY("hcpcs","modifier")
);
--> statement-breakpoint
CREATE TABLE "gpci" (
	"mac" text NOT NULL,
	"state" text NOT NULL,
	"locality_number" text NOT NULL,
	"locality_name" text NOT NULL,
	"work_gpci" numeric(10, 4) NOT NULL,
	"pe_gpci" numeric(10, 4) NOT NULL,
	"mp_gpci" numeric(10, 4) NOT NULL,
	"year" integer NOT NULL,
	"source_version" text NOT NULL,
	CONSTRAINT "gpci_mac_locality_number_pk" PRIMARY KEY("mac","locality_number")
);
--> statement-breakpoint
CREATE TABLE "lab_fee_schedule" (
	"hcpcs" text NOT NULL,
	"modifier" text DEFAULT '' NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"indicator" text,
	"effective_date" date,
	"year" integer NOT NULL,
	"source_version" text NOT NULL,
	CONSTRAINT "lab_fee_schedule_hcpcs_modifier_pk" PRIMARY KEY("hcpcs","modifier")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"mac" text NOT NULL,
	"locality_number" text NOT NULL,
	"state" text NOT NULL,
	"fee_schedule_area" text NOT NULL,
	"counties" text NOT NULL,
	"source_version" text NOT NULL,
	CONSTRAINT "localities_mac_locality_number_fee_schedule_area_pk" PRIMARY KEY("mac","locality_number","fee_schedule_area")
);
--> statement-breakpoint
CREATE TABLE "medical_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_type" text NOT NULL,
	"code_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"subcategory" text,
	"billable_status" boolean DEFAULT true NOT NULL,
	"gender_specific" text,
	"age_restrictions" text,
	"laterality" text,
	"official_source" text NOT NULL,
	"source_version" text NOT NULL,
	"effective_date" date,
	"expiration_date" date,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))) STORED,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mue_limits" (
	"code" text NOT NULL,
	"service_type" text NOT NULL,
	"max_units" integer NOT NULL,
	"adjudication_indicator" smallint,
	"rationale" text,
	"source_version" text NOT NULL,
	CONSTRAINT "mue_limits_code_service_type_pk" PRIMARY KEY("code","service_type")
);
--> statement-breakpoint
CREATE TABLE "ncci_edits" (
	"column1" text NOT NULL,
	"column2" text NOT NULL,
	"modifier_indicator" smallint NOT NULL,
	"rationale" text,
	"effective_date" date,
	"deletion_date" date,
	"source_version" text NOT NULL,
	CONSTRAINT "ncci_edits_column1_column2_pk" PRIMARY KEY("column1","column2")
);
--> statement-breakpoint
CREATE TABLE "outpatient_rates" (
	"hcpcs" text PRIMARY KEY NOT NULL,
	"status_indicator" text,
	"apc" text,
	"relative_weight" numeric(10, 4),
	"payment_rate" numeric(12, 2),
	"national_copayment" numeric(12, 2),
	"minimum_copayment" numeric(12, 2),
	"year" integer NOT NULL,
	"source_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poverty_guidelines" (
	"year" integer NOT NULL,
	"region" text NOT NULL,
	"base" integer NOT NULL,
	"per_extra_person" integer NOT NULL,
	"source_version" text NOT NULL,
	CONSTRAINT "poverty_guidelines_year_region_pk" PRIMARY KEY("year","region")
);
--> statement-breakpoint
CREATE TABLE "reference_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"source_file" text NOT NULL,
	"source_version" text NOT NULL,
	"checksum" text NOT NULL,
	"row_count" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "code_review_flags_queue_idx" ON "code_review_flags" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_update_jobs_set_date_uq" ON "code_update_jobs" USING btree ("code_set","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_codes_type_code_uq" ON "medical_codes" USING btree ("code_type","code");--> statement-breakpoint
CREATE INDEX "medical_codes_key_idx" ON "medical_codes" USING btree ("code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "medical_codes_search_idx" ON "medical_codes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "medical_codes_title_trgm_idx" ON "medical_codes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medical_codes_type_category_idx" ON "medical_codes" USING btree ("code_type","category");--> statement-breakpoint
CREATE INDEX "ncci_edits_column2_idx" ON "ncci_edits" USING btree ("column2");--> statement-breakpoint
CREATE INDEX "reference_sources_dataset_idx" ON "reference_sources" USING btree ("dataset","started_at");