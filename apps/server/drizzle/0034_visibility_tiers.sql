ALTER TABLE "pages" ADD COLUMN "visibility_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "visibility_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;