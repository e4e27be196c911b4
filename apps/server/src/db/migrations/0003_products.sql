CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"prescriber_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"indication" text NOT NULL,
	"patient_reference" text NOT NULL,
	"signature" text NOT NULL,
	"declared_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" numeric(8, 2) NOT NULL,
	"unit" text NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "product_packs_price_nonnegative" CHECK ("product_packs"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"cultivar" text,
	"strain_type" text NOT NULL,
	"thc_value" numeric(7, 2) NOT NULL,
	"thc_unit" text NOT NULL,
	"cbd_value" numeric(7, 2) NOT NULL,
	"cbd_unit" text NOT NULL,
	"band" text NOT NULL,
	"terpenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dominant_terpene" text,
	"country_of_origin" text NOT NULL,
	"irradiated" boolean DEFAULT false NOT NULL,
	"stock_status" text NOT NULL,
	"stock_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_from_pence" integer NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_from_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_declarations" ADD CONSTRAINT "product_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declarations" ADD CONSTRAINT "product_declarations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packs" ADD CONSTRAINT "product_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_declarations_user_idx" ON "product_declarations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_packs_product_idx" ON "product_packs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_form_band_stock_idx" ON "products" USING btree ("form","band","stock_status");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_from_pence");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");