CREATE TABLE "member_tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"name" varchar(80) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tips_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "member_tips_currency_check" CHECK ("member_tips"."currency" in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "platform_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_payments" ADD COLUMN "kind" varchar(12) DEFAULT 'membership' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_payments" ADD COLUMN "tip_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "tips_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tips" ADD CONSTRAINT "member_tips_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tips_blog_id_created_at_index" ON "member_tips" USING btree ("blog_id","created_at");--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_tip_id_member_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."member_tips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_payments_tip_id_index" ON "member_payments" USING btree ("tip_id");--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_fee_check" CHECK ("platform_settings"."platform_fee_bps" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_kind_check" CHECK ("member_payments"."kind" in ('membership', 'tip'));