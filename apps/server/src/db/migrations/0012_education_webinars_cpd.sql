CREATE TABLE "webinar_registrations" (
	"webinar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_registrations_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"image_url" text,
	"capacity" integer,
	"join_url" text,
	"recording_url" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_ends_after_start" CHECK ("webinars"."ends_at" >= "webinars"."starts_at"),
	CONSTRAINT "webinars_capacity_positive" CHECK ("webinars"."capacity" is null or "webinars"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cpd_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"activity_date" date NOT NULL,
	"planned_what" text,
	"planned_how" text,
	"learned_what" text,
	"why_relevant" text,
	"reflection" text,
	"benefit_example" text NOT NULL,
	"source_kind" text,
	"source_id" uuid,
	"source_title" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpd_entries_type_known" CHECK ("cpd_entries"."type" in ('planned', 'unplanned', 'peer-discussion', 'reflective-account')),
	CONSTRAINT "cpd_entries_source_kind_known" CHECK ("cpd_entries"."source_kind" is null or "cpd_entries"."source_kind" in ('webinar', 'journalClub', 'publication', 'article'))
);
--> statement-breakpoint
CREATE TABLE "cpd_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"renewal_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpd_entries" ADD CONSTRAINT "cpd_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpd_profiles" ADD CONSTRAINT "cpd_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_starts_idx" ON "webinars" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "webinars_ends_idx" ON "webinars" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "cpd_entries_user_date_idx" ON "cpd_entries" USING btree ("user_id","activity_date" DESC NULLS LAST,"id");