CREATE TABLE "analyses" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"risk_score" integer NOT NULL,
	"potential_savings" double precision NOT NULL,
	"finding_count" integer NOT NULL,
	"high_count" integer NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "adopted_from_guest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;