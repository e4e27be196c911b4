CREATE TABLE "education_library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"storage_key" text,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_library_items_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "education_library_items_category_known" CHECK ("education_library_items"."category" in ('guide', 'e-book', 'policy', 'sop')),
	CONSTRAINT "education_library_items_kind_shape" CHECK (("education_library_items"."kind" = 'file' and "education_library_items"."storage_key" is not null and "education_library_items"."file_name" is not null and "education_library_items"."content_type" is not null and "education_library_items"."size_bytes" is not null and "education_library_items"."url" is null)
        or ("education_library_items"."kind" = 'link' and "education_library_items"."url" is not null and "education_library_items"."storage_key" is null))
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clinic_profiles" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"specialisms" text[] DEFAULT '{}' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"opening_hours" text NOT NULL,
	"accepting_referrals" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_profiles" (
	"manufacturer_id" uuid PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_topic_id_faq_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."faq_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_profiles" ADD CONSTRAINT "clinic_profiles_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_profiles" ADD CONSTRAINT "producer_profiles_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_library_items_published_idx" ON "education_library_items" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "education_library_items_category_idx" ON "education_library_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "faq_questions_topic_idx" ON "faq_questions" USING btree ("topic_id","position");