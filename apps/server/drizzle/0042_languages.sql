CREATE OR REPLACE FUNCTION blog_main_language(blog integer) RETURNS varchar
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT CASE WHEN s.language IN ('es', 'en', 'fr', 'pt') THEN s.language END
    FROM settings s WHERE s.blog_id = blog), 'es')
$$;--> statement-breakpoint
ALTER TABLE "pages" DROP CONSTRAINT "pages_blogId_slug_unique";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_blogId_slug_unique";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_group" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_group" uuid;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
UPDATE "categories" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
UPDATE "pages" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
UPDATE "series" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "series" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
UPDATE "tags" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_group_language_index" ON "pages" USING btree ("translation_group","language");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_group_language_index" ON "posts" USING btree ("translation_group","language");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_blog_id_slug_language_unique" UNIQUE("blog_id","slug","language");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_blog_id_slug_language_unique" UNIQUE("blog_id","slug","language");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_language_check" CHECK ("categories"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_language_check" CHECK ("pages"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_check" CHECK ("posts"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_language_check" CHECK ("series"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_language_check" CHECK ("tags"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_language_default() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS NULL THEN
    NEW.language := blog_main_language(NEW.blog_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION settings_language_relabel() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_language varchar := CASE WHEN OLD.language IN ('es', 'en', 'fr', 'pt') THEN OLD.language ELSE 'es' END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM posts WHERE blog_id = NEW.blog_id AND language <> old_language)
    AND NOT EXISTS (SELECT 1 FROM pages WHERE blog_id = NEW.blog_id AND language <> old_language)
    AND NOT EXISTS (SELECT 1 FROM series WHERE blog_id = NEW.blog_id AND language <> old_language)
    AND NOT EXISTS (SELECT 1 FROM categories WHERE blog_id = NEW.blog_id AND language <> old_language)
    AND NOT EXISTS (SELECT 1 FROM tags WHERE blog_id = NEW.blog_id AND language <> old_language)
  THEN
    UPDATE posts SET language = NEW.language WHERE blog_id = NEW.blog_id;
    UPDATE pages SET language = NEW.language WHERE blog_id = NEW.blog_id;
    UPDATE series SET language = NEW.language WHERE blog_id = NEW.blog_id;
    UPDATE categories SET language = NEW.language WHERE blog_id = NEW.blog_id;
    UPDATE tags SET language = NEW.language WHERE blog_id = NEW.blog_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_language_default ON posts;--> statement-breakpoint
CREATE TRIGGER posts_language_default BEFORE INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
DROP TRIGGER IF EXISTS pages_language_default ON pages;--> statement-breakpoint
CREATE TRIGGER pages_language_default BEFORE INSERT ON pages
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
DROP TRIGGER IF EXISTS series_language_default ON series;--> statement-breakpoint
CREATE TRIGGER series_language_default BEFORE INSERT ON series
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_language_default ON categories;--> statement-breakpoint
CREATE TRIGGER categories_language_default BEFORE INSERT ON categories
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
DROP TRIGGER IF EXISTS tags_language_default ON tags;--> statement-breakpoint
CREATE TRIGGER tags_language_default BEFORE INSERT ON tags
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_language_relabel ON settings;--> statement-breakpoint
CREATE TRIGGER settings_language_relabel AFTER UPDATE OF language ON settings
  FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language
    AND NEW.language IN ('es', 'en', 'fr', 'pt'))
  EXECUTE FUNCTION settings_language_relabel();
