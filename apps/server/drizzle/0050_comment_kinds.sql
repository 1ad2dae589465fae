ALTER TABLE "comments" ADD COLUMN "kind" varchar(16) DEFAULT 'comment' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "author_url" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "author_photo" text;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_post_id_source_url_index" ON "comments" USING btree ("post_id","source_url");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_kind_check" CHECK ("comments"."kind" in ('comment', 'mencion'));