ALTER TABLE "pages" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "search_document" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_document" SET DEFAULT ''::tsvector;--> statement-breakpoint
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
  NEW.search_document := strip(to_tsvector(config, NEW.title || ' ' || NEW.content));
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
  NEW.search_document := strip(to_tsvector(config, NEW.title || ' ' || NEW.content));
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE posts SET reader_search = NULL;--> statement-breakpoint
UPDATE pages SET reader_search = NULL;
