ALTER TABLE "pages" DROP CONSTRAINT "pages_status_check";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_check";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Europe/Madrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status_before_trash" varchar(16);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status_before_trash" varchar(16);--> statement-breakpoint
CREATE INDEX "pages_due_idx" ON "pages" USING btree ("publish_at") WHERE "pages"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "pages_trashed_idx" ON "pages" USING btree ("trashed_at") WHERE "pages"."status" = 'TRASHED';--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "posts_trashed_idx" ON "posts" USING btree ("trashed_at") WHERE "posts"."status" = 'TRASHED';--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_status_check" CHECK ("pages"."status" in ('DRAFT', 'PUBLISHED', 'SCHEDULED', 'TRASHED'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('DRAFT', 'PUBLISHED', 'SCHEDULED', 'TRASHED'));