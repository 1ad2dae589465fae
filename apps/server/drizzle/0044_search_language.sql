CREATE OR REPLACE FUNCTION search_config(language text) RETURNS regconfig
LANGUAGE sql STABLE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'en_unaccent' WHEN 'fr' THEN 'fr_unaccent' WHEN 'pt' THEN 'pt_unaccent'
    ELSE 'es_unaccent' END)::regconfig
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := search_config(NEW.language);
  staff regconfig := reader_search_config(NEW.blog_id);
BEGIN
  NEW.reader_search :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, NEW.excerpt || ' ' || coalesce((
      SELECT string_agg(t.name, ' ') FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.post_id = NEW.id), '')), 'B') ||
    setweight(to_tsvector(config, reader_free_text(NEW.visibility, NEW.content)), 'C');
  NEW.search_document := strip(to_tsvector(staff, NEW.title || ' ' || NEW.content));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pages_reader_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := search_config(NEW.language);
  staff regconfig := reader_search_config(NEW.blog_id);
BEGIN
  NEW.reader_search :=
    setweight(to_tsvector(config, NEW.title), 'A') ||
    setweight(to_tsvector(config, NEW.excerpt), 'B') ||
    setweight(to_tsvector(config, reader_free_text(NEW.visibility, NEW.content)), 'C');
  NEW.search_document := strip(to_tsvector(staff, NEW.title || ' ' || NEW.content));
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_reader_search ON posts;--> statement-breakpoint
CREATE TRIGGER posts_reader_search BEFORE INSERT OR UPDATE OF title, excerpt, content, visibility, blog_id, language, reader_search
  ON posts FOR EACH ROW EXECUTE FUNCTION posts_reader_search();--> statement-breakpoint
DROP TRIGGER IF EXISTS pages_reader_search ON pages;--> statement-breakpoint
CREATE TRIGGER pages_reader_search BEFORE INSERT OR UPDATE OF title, excerpt, content, visibility, blog_id, language, reader_search
  ON pages FOR EACH ROW EXECUTE FUNCTION pages_reader_search();--> statement-breakpoint
UPDATE posts p SET reader_search = NULL FROM settings s
  WHERE s.blog_id = p.blog_id AND s.language IS DISTINCT FROM p.language;--> statement-breakpoint
UPDATE pages p SET reader_search = NULL FROM settings s
  WHERE s.blog_id = p.blog_id AND s.language IS DISTINCT FROM p.language;
