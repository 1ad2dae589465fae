ALTER TABLE "slug_redirects" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
UPDATE "slug_redirects" r SET "language" = coalesce(
  CASE r.kind
    WHEN 'post' THEN (SELECT p.language FROM posts p WHERE p.id = r.target_id)
    WHEN 'page' THEN (SELECT p.language FROM pages p WHERE p.id = r.target_id)
  END,
  blog_main_language(r.blog_id));--> statement-breakpoint
ALTER TABLE "slug_redirects" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "slug_redirects" DROP CONSTRAINT "slug_redirects_blogId_kind_oldSlug_unique";--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_blogId_kind_language_oldSlug_unique" UNIQUE("blog_id","kind","language","old_slug");--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_language_check" CHECK ("slug_redirects"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
DROP TRIGGER IF EXISTS slug_redirects_language_default ON slug_redirects;--> statement-breakpoint
CREATE TRIGGER slug_redirects_language_default BEFORE INSERT ON slug_redirects
  FOR EACH ROW EXECUTE FUNCTION content_language_default();--> statement-breakpoint
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
    UPDATE slug_redirects SET language = NEW.language WHERE blog_id = NEW.blog_id;
    UPDATE newsletter_subscribers SET language = NEW.language WHERE blog_id = NEW.blog_id;
  END IF;
  RETURN NULL;
END $$;
