DROP INDEX "posts_blog_id_updated_at_index";--> statement-breakpoint
CREATE INDEX "posts_blog_id_updated_at_id_index" ON "posts" USING btree ("blog_id","updated_at","id");