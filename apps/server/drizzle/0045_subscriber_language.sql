ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" varchar(2) DEFAULT null;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "language" = blog_main_language("blog_id");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" in ('es', 'en', 'fr', 'pt'));--> statement-breakpoint
DROP TRIGGER IF EXISTS newsletter_subscribers_language_default ON newsletter_subscribers;--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_language_default BEFORE INSERT ON newsletter_subscribers
  FOR EACH ROW EXECUTE FUNCTION content_language_default();
