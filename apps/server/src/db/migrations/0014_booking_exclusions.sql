-- Custom migration (issue 30, decision 71): what drizzle-kit cannot express. Keep it when
-- migrations are regenerated.
-- No double booking: a booking in a slot-holding status holds its time and, while a new time is
-- proposed, that one too; two bookings of one doctor whose held times overlap cannot both exist.
-- The database decides, so two requests racing for one slot cannot both win.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking" EXCLUDE USING gist (
  "doctor_id" WITH =,
  (CASE WHEN "proposed_starts_at" IS NULL
    THEN tstzmultirange(tstzrange("starts_at", "ends_at"))
    ELSE tstzmultirange(tstzrange("starts_at", "ends_at"), tstzrange("proposed_starts_at", "proposed_ends_at"))
  END) WITH &&
) WHERE ("status" IN ('Pending Approval', 'Approved', 'Rescheduled', 'Rescheduled Approved'));
--> statement-breakpoint
-- SPEC §5: no two availability slots of one booking type overlap on one day (touching is fine).
ALTER TABLE "booking_type_slots" ADD CONSTRAINT "booking_type_slots_no_overlap" EXCLUDE USING gist (
  "booking_type_id" WITH =,
  "weekday" WITH =,
  int4range("start_minute", "end_minute") WITH &&
);
