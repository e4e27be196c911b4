-- Custom migration (issue 49, decision 151): one search across the portal. What drizzle-kit
-- cannot express; keep it when migrations are regenerated.
-- Each searchable table gets a weighted "search" tsvector (title A, body or summary B, the rest
-- C) kept by a trigger that fires only when one of its source columns is written (a generated
-- column would be computed again on every update: an article's view count, a post's last
-- activity), and a GIN index; names and titles get trigram indexes for misspellings. The column is
-- not declared in the Drizzle schema on purpose: a whole-row select (the lists) would carry every
-- row's tsvector; the searchers name it in SQL.
-- The GIN indexes take each write at once (fastupdate off): every search reads through a pending
-- list until a vacuum (or its reaching gin_pending_list_limit) empties it, and PGlite runs no
-- autovacuum.
-- portal_search is English with accents folded (unaccent before the English stemmer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portal_search (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "news_articles_search_vector"(r "news_articles") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.summary, '')), 'B') || setweight(to_tsvector('portal_search', coalesce(r.body, '') || ' ' || coalesce(r.author_name, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "news_articles_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "news_articles_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_articles_search_kept" BEFORE INSERT OR UPDATE OF "title", "summary", "body", "author_name" ON "news_articles"
  FOR EACH ROW EXECUTE FUNCTION "news_articles_search_kept"();
--> statement-breakpoint
UPDATE "news_articles" r SET "search" = "news_articles_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "news_articles_search_idx" ON "news_articles" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "community_posts_search_vector"(r "community_posts") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.body, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION "community_posts_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "community_posts_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "community_posts_search_kept" BEFORE INSERT OR UPDATE OF "title", "body" ON "community_posts"
  FOR EACH ROW EXECUTE FUNCTION "community_posts_search_kept"();
--> statement-breakpoint
UPDATE "community_posts" r SET "search" = "community_posts_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "community_responses" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "community_responses_search_vector"(r "community_responses") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.body, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION "community_responses_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "community_responses_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "community_responses_search_kept" BEFORE INSERT OR UPDATE OF "body" ON "community_responses"
  FOR EACH ROW EXECUTE FUNCTION "community_responses_search_kept"();
--> statement-breakpoint
UPDATE "community_responses" r SET "search" = "community_responses_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "community_responses_search_idx" ON "community_responses" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "journal_clubs" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "journal_clubs_search_vector"(r "journal_clubs") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.summary, '')), 'B') || setweight(to_tsvector('portal_search', concat_ws(' ', r.paper_authors, r.journal, r.doi, r.host_name)), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "journal_clubs_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "journal_clubs_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_clubs_search_kept" BEFORE INSERT OR UPDATE OF "title", "summary", "paper_authors", "journal", "doi", "host_name" ON "journal_clubs"
  FOR EACH ROW EXECUTE FUNCTION "journal_clubs_search_kept"();
--> statement-breakpoint
UPDATE "journal_clubs" r SET "search" = "journal_clubs_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "journal_clubs_search_idx" ON "journal_clubs" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "journal_club_comments" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "journal_club_comments_search_vector"(r "journal_club_comments") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.body, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION "journal_club_comments_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "journal_club_comments_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "journal_club_comments_search_kept" BEFORE INSERT OR UPDATE OF "body" ON "journal_club_comments"
  FOR EACH ROW EXECUTE FUNCTION "journal_club_comments_search_kept"();
--> statement-breakpoint
UPDATE "journal_club_comments" r SET "search" = "journal_club_comments_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "journal_club_comments_search_idx" ON "journal_club_comments" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "education_library_items" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "education_library_items_search_vector"(r "education_library_items") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.description, '')), 'B') || setweight(to_tsvector('portal_search', concat_ws(' ', r.author, r.category)), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "education_library_items_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "education_library_items_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "education_library_items_search_kept" BEFORE INSERT OR UPDATE OF "title", "description", "author", "category" ON "education_library_items"
  FOR EACH ROW EXECUTE FUNCTION "education_library_items_search_kept"();
--> statement-breakpoint
UPDATE "education_library_items" r SET "search" = "education_library_items_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "education_library_items_search_idx" ON "education_library_items" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "webinars_search_vector"(r "webinars") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.summary, '')), 'B') || setweight(to_tsvector('portal_search', concat_ws(' ', r.description, array_to_string(r.topics, ' ')) || ' ' || coalesce((select string_agg(concat_ws(' ', s->>'name', s->>'role'), ' ') from jsonb_array_elements(r.speakers) s), '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "webinars_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "webinars_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "webinars_search_kept" BEFORE INSERT OR UPDATE OF "title", "summary", "description", "topics", "speakers" ON "webinars"
  FOR EACH ROW EXECUTE FUNCTION "webinars_search_kept"();
--> statement-breakpoint
UPDATE "webinars" r SET "search" = "webinars_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "webinars_search_idx" ON "webinars" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "key_publications" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "key_publications_search_vector"(r "key_publications") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.title, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.summary, '')), 'B') || setweight(to_tsvector('portal_search', concat_ws(' ', r.citation, r.doi, r.practice_relevance, array_to_string(r.topics, ' '))), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "key_publications_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "key_publications_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "key_publications_search_kept" BEFORE INSERT OR UPDATE OF "title", "summary", "citation", "doi", "practice_relevance", "topics" ON "key_publications"
  FOR EACH ROW EXECUTE FUNCTION "key_publications_search_kept"();
--> statement-breakpoint
UPDATE "key_publications" r SET "search" = "key_publications_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "key_publications_search_idx" ON "key_publications" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "faq_questions" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "faq_questions_search_vector"(r "faq_questions") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.question, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.answer, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION "faq_questions_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "faq_questions_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "faq_questions_search_kept" BEFORE INSERT OR UPDATE OF "question", "answer" ON "faq_questions"
  FOR EACH ROW EXECUTE FUNCTION "faq_questions_search_kept"();
--> statement-breakpoint
UPDATE "faq_questions" r SET "search" = "faq_questions_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "faq_questions_search_idx" ON "faq_questions" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "products_search_vector"(r "products") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.name, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.summary, '')), 'B') || setweight(to_tsvector('portal_search', concat_ws(' ', r.description, r.cultivar, r.form, r.strain_type, r.country_of_origin, 'THC', trim_scale(r.thc_value), 'CBD', trim_scale(r.cbd_value))), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "products_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "products_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_kept" BEFORE INSERT OR UPDATE OF "name", "summary", "description", "cultivar", "form", "strain_type", "country_of_origin", "thc_value", "cbd_value" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_kept"();
--> statement-breakpoint
UPDATE "products" r SET "search" = "products_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "manufacturers_search_vector"(r "manufacturers") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', coalesce(r.name, '')), 'A') || setweight(to_tsvector('portal_search', coalesce(r.description, '')), 'B') || setweight(to_tsvector('portal_search', coalesce(r.country, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "manufacturers_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "manufacturers_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "manufacturers_search_kept" BEFORE INSERT OR UPDATE OF "name", "description", "country" ON "manufacturers"
  FOR EACH ROW EXECUTE FUNCTION "manufacturers_search_kept"();
--> statement-breakpoint
UPDATE "manufacturers" r SET "search" = "manufacturers_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "manufacturers_search_idx" ON "manufacturers" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" tsvector;
--> statement-breakpoint
CREATE FUNCTION "users_search_vector"(r "users") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('portal_search', concat_ws(' ', r.first_name, r.last_name)), 'A') || setweight(to_tsvector('portal_search', coalesce(r.biography, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION "users_search_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "users_search_vector"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_search_kept" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "biography" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_search_kept"();
--> statement-breakpoint
UPDATE "users" r SET "search" = "users_search_vector"(r);
--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "manufacturers_name_trgm_idx" ON "manufacturers" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "news_articles_title_trgm_idx" ON "news_articles" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "community_posts_title_trgm_idx" ON "community_posts" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "journal_clubs_title_trgm_idx" ON "journal_clubs" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "education_library_items_title_trgm_idx" ON "education_library_items" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "webinars_title_trgm_idx" ON "webinars" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "key_publications_title_trgm_idx" ON "key_publications" USING gin ("title" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "faq_questions_question_trgm_idx" ON "faq_questions" USING gin ("question" gin_trgm_ops) WITH (fastupdate = off);
