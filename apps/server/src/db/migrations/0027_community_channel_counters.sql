-- First, before the channels: no membership or post is written between the count below and the
-- triggers' creation (the migrations run in one transaction, which holds the lock to its end),
-- and a writer that holds one of these tables and then its channel's row waits here instead of
-- deadlocking. The mode is the one CREATE TRIGGER takes. (A DO block, so that a test running the
-- files statement by statement, outside a transaction, accepts it.)
DO $$ BEGIN LOCK TABLE "community_memberships", "community_posts" IN SHARE ROW EXCLUSIVE MODE; END $$;
--> statement-breakpoint
ALTER TABLE "community_channels" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_channels" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_channels" ADD COLUMN "last_post_at" timestamp with time zone;--> statement-breakpoint
-- Decision 128: a channel's active members, visible posts and newest visible post are kept on its
-- row by these triggers, which every write passes (the services, the demo seed's and the bench's
-- bulk inserts, cascades of a deleted account or channel). Multi-row statements lock the
-- channels they touch in id order, so two of them at once cannot deadlock. The lock is FOR NO
-- KEY UPDATE, the one the counters' UPDATE takes anyway: an insert's foreign-key check already
-- holds FOR KEY SHARE on its channel, which FOR UPDATE would wait on, so two posts (or joins) of
-- one channel at once deadlocked.
UPDATE "community_channels" c SET
  "member_count" = (SELECT count(*)::int FROM "community_memberships" m WHERE m."channel_id" = c."id" AND m."status" = 'active'),
  "post_count" = (SELECT count(*)::int FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL),
  "last_post_at" = (SELECT max(p."created_at") FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL);
--> statement-breakpoint
CREATE FUNCTION "community_members_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "community_channels" WHERE "id" IN (SELECT "channel_id" FROM new_rows WHERE "status" = 'active') ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "community_channels" c SET "member_count" = c."member_count" + d.n
      FROM (SELECT "channel_id", count(*)::int AS n FROM new_rows WHERE "status" = 'active' GROUP BY "channel_id") d
      WHERE c."id" = d."channel_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "community_channels" WHERE "id" IN (SELECT "channel_id" FROM old_rows WHERE "status" = 'active') ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "community_channels" c SET "member_count" = c."member_count" - d.n
      FROM (SELECT "channel_id", count(*)::int AS n FROM old_rows WHERE "status" = 'active' GROUP BY "channel_id") d
      WHERE c."id" = d."channel_id";
  ELSE
    -- One row whose status (or channel) changed; see the trigger's WHEN.
    UPDATE "community_channels" SET "member_count" = "member_count" - 1 WHERE OLD."status" = 'active' AND "id" = OLD."channel_id";
    UPDATE "community_channels" SET "member_count" = "member_count" + 1 WHERE NEW."status" = 'active' AND "id" = NEW."channel_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "community_members_counted_insert" AFTER INSERT ON "community_memberships"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "community_members_counted"();
--> statement-breakpoint
CREATE TRIGGER "community_members_counted_delete" AFTER DELETE ON "community_memberships"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "community_members_counted"();
--> statement-breakpoint
-- Row by row, and only when the status or channel changed: marking a channel read (the most
-- frequent update) does not call the function.
CREATE TRIGGER "community_members_counted_update" AFTER UPDATE ON "community_memberships"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."channel_id" IS DISTINCT FROM NEW."channel_id")
  EXECUTE FUNCTION "community_members_counted"();
--> statement-breakpoint
CREATE FUNCTION "community_posts_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "community_channels" WHERE "id" IN (SELECT "channel_id" FROM new_rows WHERE "hidden_at" IS NULL) ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "community_channels" c SET "post_count" = c."post_count" + d.n,
        "last_post_at" = greatest(c."last_post_at", d.newest)
      FROM (SELECT "channel_id", count(*)::int AS n, max("created_at") AS newest FROM new_rows
            WHERE "hidden_at" IS NULL AND "channel_id" IS NOT NULL GROUP BY "channel_id") d
      WHERE c."id" = d."channel_id";
  ELSIF TG_OP = 'DELETE' THEN
    -- Rare, so the affected channels are counted afresh.
    PERFORM 1 FROM "community_channels" WHERE "id" IN (SELECT "channel_id" FROM old_rows) ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "community_channels" c SET
        "post_count" = (SELECT count(*)::int FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL),
        "last_post_at" = (SELECT max(p."created_at") FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL)
      WHERE c."id" IN (SELECT "channel_id" FROM old_rows);
  ELSE
    -- One post hidden, shown again or moved (see the trigger's WHEN): its channels counted afresh,
    -- after the lock, so that the count sees a post committed while the lock was awaited.
    PERFORM 1 FROM "community_channels" WHERE "id" IN (OLD."channel_id", NEW."channel_id") ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "community_channels" c SET
        "post_count" = (SELECT count(*)::int FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL),
        "last_post_at" = (SELECT max(p."created_at") FROM "community_posts" p WHERE p."channel_id" = c."id" AND p."hidden_at" IS NULL)
      WHERE c."id" IN (OLD."channel_id", NEW."channel_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "community_posts_counted_insert" AFTER INSERT ON "community_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "community_posts_counted"();
--> statement-breakpoint
CREATE TRIGGER "community_posts_counted_delete" AFTER DELETE ON "community_posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "community_posts_counted"();
--> statement-breakpoint
-- Row by row, and only when a post's visibility or channel changed: an edit or a new response
-- (which touches last_activity_at) does not call the function.
CREATE TRIGGER "community_posts_counted_update" AFTER UPDATE ON "community_posts"
  FOR EACH ROW WHEN ((OLD."hidden_at" IS NULL) <> (NEW."hidden_at" IS NULL) OR OLD."channel_id" IS DISTINCT FROM NEW."channel_id")
  EXECUTE FUNCTION "community_posts_counted"();
