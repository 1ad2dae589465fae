CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"post_id" integer,
	"page_id" integer,
	"revision" integer NOT NULL,
	"author_id" integer,
	"autosave" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_target_check" CHECK (("content_revisions"."post_id" is null) <> ("content_revisions"."page_id" is null))
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_post_id_created_at_index" ON "content_revisions" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "content_revisions_page_id_created_at_index" ON "content_revisions" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "content_revisions_author_id_index" ON "content_revisions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "content_revisions_blog_id_index" ON "content_revisions" USING btree ("blog_id");