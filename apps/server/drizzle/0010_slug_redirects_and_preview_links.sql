CREATE TABLE "preview_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preview_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"shared" boolean NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_links_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "preview_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "preview_links_kind_check" CHECK ("preview_links"."kind" in ('post', 'page'))
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slug_redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"old_slug" varchar(200) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_blogId_kind_oldSlug_unique" UNIQUE("blog_id","kind","old_slug"),
	CONSTRAINT "slug_redirects_kind_check" CHECK ("slug_redirects"."kind" in ('post', 'page', 'series', 'category'))
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_kind_target_id_index" ON "preview_links" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "preview_links_expires_at_index" ON "preview_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "slug_redirects_kind_target_id_index" ON "slug_redirects" USING btree ("kind","target_id");