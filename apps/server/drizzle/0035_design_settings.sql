ALTER TABLE "settings" ADD COLUMN "accent_color" varchar(7);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "heading_font" varchar(32);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "body_font" varchar(32);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "favicon_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "custom_css" text;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;