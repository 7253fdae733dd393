CREATE TABLE "resource_link_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource_id" text NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "resource_link_checks_latest_idx" ON "resource_link_checks" USING btree ("resource_id","checked_at");