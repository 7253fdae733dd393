ALTER TABLE "document_files" ALTER COLUMN "sealed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD COLUMN "storage" text DEFAULT 'database' NOT NULL;