ALTER TABLE "community_channels" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "community_channels" ADD COLUMN "archived_at" timestamp with time zone;