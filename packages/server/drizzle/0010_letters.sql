CREATE TABLE "generated_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"document_id" uuid,
	"recipient_type" text NOT NULL,
	"recipient_name_enc" text NOT NULL,
	"user_data_enc" text NOT NULL,
	"letter_enc" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" date,
	"answered_at" date,
	"outcome" text,
	"response_kind" text NOT NULL,
	"response_due" date,
	"response_rule" text,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" text NOT NULL,
	"outcome" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"use_case" text NOT NULL,
	"tags" jsonb NOT NULL,
	"complexity_level" text NOT NULL,
	"target_audience" text NOT NULL,
	"estimated_time" text NOT NULL,
	"required_fields" jsonb NOT NULL,
	"optional_fields" jsonb NOT NULL,
	"citations" jsonb NOT NULL,
	"response_kind" text NOT NULL,
	"recipient_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_letters" ADD CONSTRAINT "generated_letters_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_letters" ADD CONSTRAINT "generated_letters_template_id_letter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."letter_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_letters" ADD CONSTRAINT "generated_letters_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_outcomes" ADD CONSTRAINT "letter_outcomes_template_id_letter_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."letter_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_category_id_letter_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."letter_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_letters_owner_idx" ON "generated_letters" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_letters_template_idx" ON "generated_letters" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "letter_outcomes_template_idx" ON "letter_outcomes" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "letter_templates_category_idx" ON "letter_templates" USING btree ("category_id");