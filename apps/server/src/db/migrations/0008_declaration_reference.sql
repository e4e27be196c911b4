ALTER TABLE "product_declarations" ADD COLUMN "reference_number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "product_declarations_reference_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "product_declarations" ADD COLUMN "pack_size" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "product_declarations" ADD COLUMN "pack_unit" text;--> statement-breakpoint
ALTER TABLE "product_declarations" ADD CONSTRAINT "product_declarations_reference_number_key" UNIQUE("reference_number");--> statement-breakpoint
ALTER TABLE "product_declarations" ADD CONSTRAINT "product_declarations_pack_whole" CHECK (("product_declarations"."pack_size" is null) = ("product_declarations"."pack_unit" is null));