ALTER TABLE "guide_cards" ADD COLUMN "done_when" text;--> statement-breakpoint
ALTER TABLE "guide_cards" ADD CONSTRAINT "guide_cards_done_when_known" CHECK ("guide_cards"."done_when" in ('self-certified'));--> statement-breakpoint
-- Databases seeded before this migration: the card whose action opens the products, which only
-- self-certified users may open (SPEC §5), is the self-certification card.
UPDATE "guide_cards" SET "done_when" = 'self-certified' WHERE "action_path" = '/products';
