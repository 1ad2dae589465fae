CREATE TABLE "member_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"monthly_price" bigint DEFAULT 0 NOT NULL,
	"yearly_price" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tiers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "member_tiers_currency_check" CHECK ("member_tiers"."currency" in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD')),
	CONSTRAINT "member_tiers_prices_check" CHECK ("member_tiers"."monthly_price" >= 0 and "member_tiers"."yearly_price" >= 0),
	CONSTRAINT "member_tiers_free_check" CHECK (not "member_tiers"."free" or ("member_tiers"."monthly_price" = 0 and "member_tiers"."yearly_price" = 0 and "member_tiers"."active"))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tiers" ADD CONSTRAINT "member_tiers_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tiers_blog_id_sort_order_index" ON "member_tiers" USING btree ("blog_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tiers_one_free_per_blog" ON "member_tiers" USING btree ("blog_id") WHERE "member_tiers"."free";--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_currency_check" CHECK ("settings"."currency" in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD'));