CREATE TABLE "community_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"visibility" text NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_channels_kind_check" CHECK ("community_channels"."kind" in ('forum', 'education')),
	CONSTRAINT "community_channels_visibility_check" CHECK ("community_channels"."visibility" in ('open', 'private'))
);
--> statement-breakpoint
CREATE TABLE "community_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_muted" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_memberships_role_check" CHECK ("community_memberships"."role" in ('member', 'admin')),
	CONSTRAINT "community_memberships_status_check" CHECK ("community_memberships"."status" in ('pending', 'active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "community_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"channel_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_moderation_log_target_type_check" CHECK ("community_moderation_log"."target_type" in ('post', 'response', 'member', 'channel'))
);
--> statement-breakpoint
CREATE TABLE "community_post_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_reactions_post_id_user_id_kind_pk" PRIMARY KEY("post_id","user_id","kind"),
	CONSTRAINT "community_post_reactions_kind_check" CHECK ("community_post_reactions"."kind" in ('like', 'report'))
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"edited_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_hidden_reason_check" CHECK ("community_posts"."hidden_reason" is null or "community_posts"."hidden_reason" in ('reports', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "community_response_reactions" (
	"response_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_response_reactions_response_id_user_id_kind_pk" PRIMARY KEY("response_id","user_id","kind"),
	CONSTRAINT "community_response_reactions_kind_check" CHECK ("community_response_reactions"."kind" in ('like', 'report'))
);
--> statement-breakpoint
CREATE TABLE "community_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_responses_hidden_reason_check" CHECK ("community_responses"."hidden_reason" is null or "community_responses"."hidden_reason" in ('reports', 'moderator'))
);
--> statement-breakpoint
ALTER TABLE "community_channels" ADD CONSTRAINT "community_channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_channel_id_community_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."community_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_memberships" ADD CONSTRAINT "community_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_channel_id_community_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."community_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reactions" ADD CONSTRAINT "community_post_reactions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reactions" ADD CONSTRAINT "community_post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_channel_id_community_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."community_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_response_reactions" ADD CONSTRAINT "community_response_reactions_response_id_community_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."community_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_response_reactions" ADD CONSTRAINT "community_response_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_responses" ADD CONSTRAINT "community_responses_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_responses" ADD CONSTRAINT "community_responses_parent_id_community_responses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_responses" ADD CONSTRAINT "community_responses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_channels_name_idx" ON "community_channels" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "community_memberships_channel_user_idx" ON "community_memberships" USING btree ("channel_id","user_id");--> statement-breakpoint
CREATE INDEX "community_memberships_user_idx" ON "community_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "community_moderation_log_created_idx" ON "community_moderation_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_moderation_log_channel_idx" ON "community_moderation_log" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "community_post_reactions_user_idx" ON "community_post_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_posts_channel_created_idx" ON "community_posts" USING btree ("channel_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_response_reactions_user_idx" ON "community_response_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_responses_post_created_idx" ON "community_responses" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "community_responses_parent_idx" ON "community_responses" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "community_responses_author_idx" ON "community_responses" USING btree ("author_id");