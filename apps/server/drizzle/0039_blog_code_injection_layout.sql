ALTER TABLE "settings" ADD COLUMN "code_injection_head" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "code_injection_foot" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "script_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "layout" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "social_image_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_social_image_id_media_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;