ALTER TABLE "booking_payments" ADD COLUMN "step_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "settling_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "asked_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_payments_hold_idx" ON "booking_payments" USING btree ("hold_expires_at") WHERE "booking_payments"."state" = 'held';