CREATE TABLE "business_setup_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"email_settings" boolean DEFAULT false NOT NULL,
	"branding_description" text,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_file_name" text,
	"logo_size" integer,
	"logo_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_setup_settings" ADD CONSTRAINT "business_setup_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;