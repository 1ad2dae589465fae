DROP INDEX "posts_blog_id_updated_at_id_index";--> statement-breakpoint
DROP INDEX "posts_blog_id_title_id_index";--> statement-breakpoint
DROP INDEX "posts_author_id_blog_id_index";--> statement-breakpoint
DROP INDEX "posts_category_id_blog_id_index";--> statement-breakpoint
CREATE INDEX "posts_list_by_date_index" ON "posts" USING btree ("blog_id","updated_at","id","status","author_id","category_id","series_id");--> statement-breakpoint
CREATE INDEX "posts_list_by_title_index" ON "posts" USING btree ("blog_id","title","id","status","author_id","category_id","series_id");--> statement-breakpoint
CREATE INDEX "posts_author_id_blog_id_status_index" ON "posts" USING btree ("author_id","blog_id","status");--> statement-breakpoint
CREATE INDEX "posts_category_id_blog_id_status_index" ON "posts" USING btree ("category_id","blog_id","status");