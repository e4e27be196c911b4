CREATE TABLE "upload_blobs" (
	"area" text NOT NULL,
	"key" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_blobs_area_key_pk" PRIMARY KEY("area","key")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL
);
