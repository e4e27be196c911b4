CREATE TABLE "journal_club_comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_club_comment_reactions_comment_id_user_id_kind_pk" PRIMARY KEY("comment_id","user_id","kind"),
	CONSTRAINT "journal_club_comment_reactions_kind_check" CHECK ("journal_club_comment_reactions"."kind" in ('like', 'report'))
);
--> statement-breakpoint
CREATE TABLE "journal_club_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_club_comments_hidden_reason_check" CHECK ("journal_club_comments"."hidden_reason" is null or "journal_club_comments"."hidden_reason" in ('reports', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "journal_clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"paper_authors" text NOT NULL,
	"journal" text NOT NULL,
	"year" integer NOT NULL,
	"doi" text NOT NULL,
	"meeting_at" timestamp with time zone NOT NULL,
	"meeting_url" text NOT NULL,
	"host_name" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"citation" text NOT NULL,
	"doi" text NOT NULL,
	"year" integer NOT NULL,
	"summary" text NOT NULL,
	"practice_relevance" text NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_club_comment_reactions" ADD CONSTRAINT "journal_club_comment_reactions_comment_id_journal_club_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."journal_club_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_club_comment_reactions" ADD CONSTRAINT "journal_club_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_club_comments" ADD CONSTRAINT "journal_club_comments_club_id_journal_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."journal_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_club_comments" ADD CONSTRAINT "journal_club_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_clubs" ADD CONSTRAINT "journal_clubs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_club_comment_reactions_user_idx" ON "journal_club_comment_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_club_comments_club_created_idx" ON "journal_club_comments" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_club_comments_author_idx" ON "journal_club_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "journal_clubs_meeting_idx" ON "journal_clubs" USING btree ("meeting_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_clubs_author_idx" ON "journal_clubs" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "key_publications_year_idx" ON "key_publications" USING btree ("year" DESC NULLS LAST,"id");