ALTER TABLE "settings" ADD COLUMN "default_category_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_default_category_id_categories_id_fk" FOREIGN KEY ("default_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A blog with a single category (a new blog's 'General') starts with it as its default; a blog
-- with several keeps asking for one until its admin chooses.
UPDATE "settings" SET "default_category_id" = "only"."id"
FROM (SELECT min("id") AS "id", "blog_id" FROM "categories" GROUP BY "blog_id" HAVING count(*) = 1) AS "only"
WHERE "only"."blog_id" = "settings"."blog_id";
