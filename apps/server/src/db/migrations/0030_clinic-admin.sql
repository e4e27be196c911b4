ALTER TABLE "clinics" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_profiles" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "clinic_profiles" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();