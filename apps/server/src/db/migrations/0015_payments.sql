CREATE TABLE "booking_payments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"card_deadline" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"card_brand" text,
	"card_last4" text,
	"intent_id" text,
	"setup_id" text,
	"client_secret" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"fee_amount" integer DEFAULT 0 NOT NULL,
	"pending_step" text,
	"pending_amount" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_positive" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_money" CHECK ("booking_payments"."captured_amount" >= 0 and "booking_payments"."refunded_amount" >= 0 and "booking_payments"."refunded_amount" <= "booking_payments"."captured_amount" and "booking_payments"."captured_amount" <= "booking_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"bank_holder_name" text,
	"bank_last4" text,
	"bank_sort_code_last2" text,
	"bank_external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_externalId_unique" UNIQUE("external_id"),
	CONSTRAINT "payment_accounts_bank_last4" CHECK ("payment_accounts"."bank_last4" is null or "payment_accounts"."bank_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_accounts_bank_sort_last2" CHECK ("payment_accounts"."bank_sort_code_last2" is null or "payment_accounts"."bank_sort_code_last2" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_onboarding_links" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_onboarding_links" ADD CONSTRAINT "payment_onboarding_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_doctor_idx" ON "booking_payments" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "booking_payments_patient_idx" ON "booking_payments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "booking_payments_intent_idx" ON "booking_payments" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "booking_payments_pending_idx" ON "booking_payments" USING btree ("updated_at") WHERE "booking_payments"."pending_step" is not null;--> statement-breakpoint
CREATE INDEX "booking_payments_state_idx" ON "booking_payments" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "payment_onboarding_links_user_idx" ON "payment_onboarding_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_objects_kind_idx" ON "sandbox_objects" USING btree ("kind");