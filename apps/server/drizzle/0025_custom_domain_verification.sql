ALTER TABLE "blogs" ADD COLUMN "domain_token" varchar(64);--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "domain_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "domain_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "domain_error" text;--> statement-breakpoint
-- Domains saved before verification existed were never checked: they start pending, each with
-- its own token, and become canonical once their DNS is verified.
UPDATE "blogs" SET "domain_token" = replace(gen_random_uuid()::text, '-', '') WHERE "domain" IS NOT NULL;
