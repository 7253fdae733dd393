CREATE TABLE "limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "limit_events_key_idx" ON "limit_events" USING btree ("scope","key_hash","occurred_at");--> statement-breakpoint
CREATE INDEX "limit_events_expires_idx" ON "limit_events" USING btree ("expires_at");