ALTER TABLE "pages" ADD COLUMN "reader_search" "tsvector";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reader_search" "tsvector";--> statement-breakpoint
CREATE INDEX "pages_reader_search_index" ON "pages" USING gin ("reader_search");--> statement-breakpoint
CREATE INDEX "posts_reader_search_index" ON "posts" USING gin ("reader_search");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
DECLARE
  known record;
BEGIN
  FOR known IN
    SELECT * FROM (VALUES ('es_unaccent', 'spanish'), ('en_unaccent', 'english'),
      ('fr_unaccent', 'french'), ('pt_unaccent', 'portuguese')) AS known(name, base)
  LOOP
    IF NOT EXISTS (
      SELECT 1 FROM pg_ts_config
      WHERE cfgname = known.name AND pg_ts_config_is_visible(oid)
    ) THEN
      EXECUTE format('CREATE TEXT SEARCH CONFIGURATION %I (COPY = %I)', known.name, known.base);
      EXECUTE format(
        'ALTER TEXT SEARCH CONFIGURATION %I ALTER MAPPING FOR hword, hword_part, word WITH unaccent, %I',
        known.name, known.base || '_stem');
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reader_search_config(blog integer) RETURNS regconfig
LANGUAGE sql STABLE AS $$
  SELECT (CASE (SELECT s.language FROM settings s WHERE s.blog_id = blog)
    WHEN 'en' THEN 'en_unaccent' WHEN 'fr' THEN 'fr_unaccent' WHEN 'pt' THEN 'pt_unaccent'
    ELSE 'es_unaccent' END)::regconfig
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reader_free_text(visibility text, content text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    CASE
      WHEN visibility = 'public' THEN content
      WHEN strpos(content, '<!--members-only-->') > 0
        THEN left(content, strpos(content, '<!--members-only-->') - 1)
      ELSE ''
    END, '<[^>]*>', ' ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := reader_search_config(NEW.blog_id);
BEGIN
  NEW.reader_search :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, NEW.excerpt || ' ' || coalesce((
      SELECT string_agg(t.name, ' ') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.post_id = NEW.id), '')), 'B') ||
    setweight(to_tsvector(config, reader_free_text(NEW.visibility, NEW.content)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pages_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := reader_search_config(NEW.blog_id);
BEGIN
  NEW.reader_search :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, NEW.excerpt), 'B') ||
    setweight(to_tsvector(config, reader_free_text(NEW.visibility, NEW.content)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_tags_added_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET reader_search = NULL WHERE id IN (SELECT post_id FROM added);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION post_tags_removed_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET reader_search = NULL WHERE id IN (SELECT post_id FROM removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tags_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET reader_search = NULL
  WHERE id IN (SELECT post_id FROM post_tags WHERE tag_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION settings_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET reader_search = NULL WHERE blog_id = NEW.blog_id;
  UPDATE pages SET reader_search = NULL WHERE blog_id = NEW.blog_id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_reader_search ON posts;--> statement-breakpoint
CREATE TRIGGER posts_reader_search BEFORE INSERT OR UPDATE OF title, excerpt, content, visibility, blog_id, reader_search
  ON posts FOR EACH ROW EXECUTE FUNCTION posts_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS pages_reader_search ON pages;--> statement-breakpoint
CREATE TRIGGER pages_reader_search BEFORE INSERT OR UPDATE OF title, excerpt, content, visibility, blog_id, reader_search
  ON pages FOR EACH ROW EXECUTE FUNCTION pages_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS post_tags_added_reader_search ON post_tags;--> statement-breakpoint
CREATE TRIGGER post_tags_added_reader_search AFTER INSERT ON post_tags
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION post_tags_added_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS post_tags_removed_reader_search ON post_tags;--> statement-breakpoint
CREATE TRIGGER post_tags_removed_reader_search AFTER DELETE ON post_tags
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION post_tags_removed_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS tags_reader_search ON tags;--> statement-breakpoint
CREATE TRIGGER tags_reader_search AFTER UPDATE OF name ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tags_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_added_reader_search ON settings;--> statement-breakpoint
CREATE TRIGGER settings_added_reader_search AFTER INSERT ON settings
  FOR EACH ROW EXECUTE FUNCTION settings_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_language_reader_search ON settings;--> statement-breakpoint
CREATE TRIGGER settings_language_reader_search AFTER UPDATE OF language ON settings
  FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION settings_reader_search();--> statement-breakpoint
UPDATE posts SET reader_search = NULL;--> statement-breakpoint
UPDATE pages SET reader_search = NULL;
