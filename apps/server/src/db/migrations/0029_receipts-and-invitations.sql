CREATE TABLE "webinar_invitations" (
	"webinar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_invitations_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "receipted_captured" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "receipted_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_invitations" ADD CONSTRAINT "webinar_invitations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_invitations" ADD CONSTRAINT "webinar_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_invitations_user_idx" ON "webinar_invitations" USING btree ("user_id");--> statement-breakpoint
-- Money that moved before receipts were sent is not receipted late.
UPDATE "booking_payments" SET "receipted_captured" = "captured_amount", "receipted_refunded" = "refunded_amount";
