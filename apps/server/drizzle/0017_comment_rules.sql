ALTER TABLE "settings" ADD COLUMN "comment_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comments_closed" boolean DEFAULT false NOT NULL;