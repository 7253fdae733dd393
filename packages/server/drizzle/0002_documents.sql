CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"format" text NOT NULL,
	"sealed" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_redactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"phi_type" text NOT NULL,
	"confidence" double precision NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"original_enc" text NOT NULL,
	"location" jsonb,
	"approved" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"owner_guest_id" uuid,
	"file_name_enc" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer,
	"status" text NOT NULL,
	"document_type" text,
	"retention_hours" integer NOT NULL,
	"original_expires_at" timestamp with time zone NOT NULL,
	"original_deleted_at" timestamp with time zone,
	"pending_enc" text,
	"answers_enc" text,
	"answers" jsonb,
	"redacted_text" text,
	"layout" jsonb,
	"removed_phi" jsonb,
	"extracted_data" jsonb,
	"error_message" text,
	"timings" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uploads_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_redactions" ADD CONSTRAINT "document_redactions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_guest_id_guest_sessions_id_fk" FOREIGN KEY ("owner_guest_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_redactions_document_idx" ON "document_redactions" USING btree ("document_id","start_offset");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_guest_idx" ON "documents" USING btree ("owner_guest_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_original_expiry_idx" ON "documents" USING btree ("original_expires_at");