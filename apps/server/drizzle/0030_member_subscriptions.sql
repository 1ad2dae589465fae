CREATE TABLE "member_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"member_id" integer,
	"subscription_id" integer,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"gross" bigint NOT NULL,
	"provider_fee" bigint NOT NULL,
	"platform_fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"period_end" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_payments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "member_payments_status_check" CHECK ("member_payments"."status" in ('pending', 'approved', 'rejected', 'partially_refunded', 'refunded')),
	CONSTRAINT "member_payments_currency_check" CHECK ("member_payments"."currency" in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD')),
	CONSTRAINT "member_payments_sum_check" CHECK ("member_payments"."net" = "member_payments"."gross" - "member_payments"."provider_fee" - "member_payments"."platform_fee" and "member_payments"."net" >= 0 and "member_payments"."refunded" between 0 and "member_payments"."gross")
);
--> statement-breakpoint
CREATE TABLE "member_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"interval" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_id" varchar(64),
	"current_period_end" timestamp (3) with time zone,
	"grace_mailed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_subscriptions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "member_subscriptions_providerId_unique" UNIQUE("provider_id"),
	CONSTRAINT "member_subscriptions_interval_check" CHECK ("member_subscriptions"."interval" in ('monthly', 'yearly')),
	CONSTRAINT "member_subscriptions_status_check" CHECK ("member_subscriptions"."status" in ('pending', 'active', 'past_due', 'cancelled', 'expired')),
	CONSTRAINT "member_subscriptions_currency_check" CHECK ("member_subscriptions"."currency" in ('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_payments" ADD CONSTRAINT "member_payments_subscription_id_member_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."member_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_tier_id_member_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."member_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_payments_provider_provider_payment_id_index" ON "member_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "member_payments_blog_id_created_at_index" ON "member_payments" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE INDEX "member_payments_subscription_id_index" ON "member_payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_member_id_index" ON "member_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_status_current_period_end_index" ON "member_subscriptions" USING btree ("status","current_period_end");