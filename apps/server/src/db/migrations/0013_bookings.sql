CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_type_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_type_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starttime" text NOT NULL,
	"endtime" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "booking_type_slots_weekday_check" CHECK ("booking_type_slots"."weekday" between 0 and 6),
	CONSTRAINT "booking_type_slots_minutes_check" CHECK ("booking_type_slots"."start_minute" >= 0 and "booking_type_slots"."end_minute" <= 1440 and "booking_type_slots"."start_minute" < "booking_type_slots"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "booking_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_types_price_check" CHECK ("booking_types"."price_pence" >= 0),
	CONSTRAINT "booking_types_duration_check" CHECK ("booking_types"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"booking_type_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"proposed_starts_at" timestamp with time zone,
	"proposed_ends_at" timestamp with time zone,
	"proposed_by" text,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"note" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_proposal_check" CHECK (("bookings"."proposed_starts_at" is null) = ("bookings"."proposed_ends_at" is null) and ("bookings"."proposed_starts_at" is null or "bookings"."proposed_starts_at" < "bookings"."proposed_ends_at")),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending Approval', 'Approved', 'Rescheduled', 'Rescheduled Approved', 'Completed', 'Rejected by Doctor', 'Rejected by Patient', 'Rejected by Admin', 'Rejected by System'))
);
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_type_slots" ADD CONSTRAINT "booking_type_slots_booking_type_id_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_types" ADD CONSTRAINT "booking_types_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_type_id_booking_types_id_fk" FOREIGN KEY ("booking_type_id") REFERENCES "public"."booking_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_type_slots_type_idx" ON "booking_type_slots" USING btree ("booking_type_id");--> statement-breakpoint
CREATE INDEX "booking_types_doctor_idx" ON "booking_types" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "bookings_doctor_starts_idx" ON "bookings" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_patient_starts_idx" ON "bookings" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_starts_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'Pending Approval';