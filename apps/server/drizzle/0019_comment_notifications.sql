CREATE TABLE "comment_mail_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_mail_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"blog_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer,
	"subscription_id" integer,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_mail_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "comment_mail_links_purpose_check" CHECK ("comment_mail_links"."purpose" in ('APPROVE', 'QUEUE', 'CONFIRM', 'UNSUBSCRIBE'))
);
--> statement-breakpoint
CREATE TABLE "comment_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"unsubscribed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_subscriptions_commentId_unique" UNIQUE("comment_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comment_notifications" varchar(8) DEFAULT 'EACH' NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_mail_links" ADD CONSTRAINT "comment_mail_links_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mail_links" ADD CONSTRAINT "comment_mail_links_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mail_links" ADD CONSTRAINT "comment_mail_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_mail_links" ADD CONSTRAINT "comment_mail_links_subscription_id_comment_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."comment_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_subscriptions" ADD CONSTRAINT "comment_subscriptions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_mail_links_expires_at_index" ON "comment_mail_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_comment_notifications_check" CHECK ("users"."comment_notifications" in ('EACH', 'DIGEST', 'OFF'));