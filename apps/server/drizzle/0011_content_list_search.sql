DROP INDEX "posts_author_id_index";--> statement-breakpoint
DROP INDEX "posts_category_id_index";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('spanish'::regconfig, "title" || ' ' || "content"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('spanish'::regconfig, "title" || ' ' || "content"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_blog_id_updated_at_id_index" ON "pages" USING btree ("blog_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "pages_search_document_index" ON "pages" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "posts_blog_id_title_id_index" ON "posts" USING btree ("blog_id","title","id");--> statement-breakpoint
CREATE INDEX "posts_search_document_index" ON "posts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "posts_author_id_blog_id_index" ON "posts" USING btree ("author_id","blog_id");--> statement-breakpoint
CREATE INDEX "posts_category_id_blog_id_index" ON "posts" USING btree ("category_id","blog_id");