CREATE TABLE "hipaa_checklist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"compliant" boolean NOT NULL,
	"verified" boolean NOT NULL,
	"notes" text,
	"evidence_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state_since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_admin_id" uuid
);
--> statement-breakpoint
CREATE TABLE "page_daily_sessions" (
	"day" date PRIMARY KEY NOT NULL,
	"sessions" bigint NOT NULL,
	"bounces" bigint NOT NULL,
	"duration_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_daily_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "page_daily_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "page_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"session_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ran_by_admin_id" uuid,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"checks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sweep_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_ok" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hipaa_checklist_items" ADD CONSTRAINT "hipaa_checklist_items_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_scans" ADD CONSTRAINT "security_scans_ran_by_admin_id_admins_id_fk" FOREIGN KEY ("ran_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_sessions_day_idx" ON "page_sessions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_occurred_idx" ON "page_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "security_scans_ran_idx" ON "security_scans" USING btree ("ran_at");