CREATE TABLE "regulation_link_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regulation_id" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "regulation_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regulation_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text,
	"admin_id" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"category" text NOT NULL,
	"impact_level" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"effective_date" date,
	"affected_programs" jsonb NOT NULL,
	"key_changes" jsonb NOT NULL,
	"jurisdiction" text DEFAULT 'federal' NOT NULL,
	"topics" jsonb NOT NULL,
	"origin" text NOT NULL,
	"researched_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"link_status" text,
	"link_checked_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "regulation_link_checks_idx" ON "regulation_link_checks" USING btree ("regulation_id","checked_at");--> statement-breakpoint
CREATE INDEX "regulation_status_changes_idx" ON "regulation_status_changes" USING btree ("regulation_id","changed_at");--> statement-breakpoint
CREATE INDEX "regulations_category_idx" ON "regulations" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "regulations_effective_idx" ON "regulations" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "regulations_search_trgm_idx" ON "regulations" USING gin ("search_text" gin_trgm_ops);