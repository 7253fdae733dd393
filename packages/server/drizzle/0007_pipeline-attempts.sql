ALTER TABLE "documents" ADD COLUMN "pipeline_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pipeline_attempts_finished" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "allowance_charged_to" text;