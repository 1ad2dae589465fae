ALTER TABLE "posts" ADD COLUMN "image_alt" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_caption" varchar(300) DEFAULT '' NOT NULL;