CREATE TABLE "payment_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'none' NOT NULL,
	"provider_user_id" varchar(32),
	"nickname" varchar(100),
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp (3) with time zone,
	"connected_at" timestamp (3) with time zone,
	"refreshed_at" timestamp (3) with time zone,
	"live_mode" boolean DEFAULT false NOT NULL,
	"state_nonce" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connections_blogId_unique" UNIQUE("blog_id"),
	CONSTRAINT "payment_connections_status_check" CHECK ("payment_connections"."status" in ('none', 'connected', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_connections_provider_user_id_index" ON "payment_connections" USING btree ("provider_user_id");--> statement-breakpoint
CREATE INDEX "payment_connections_expires_at_index" ON "payment_connections" USING btree ("expires_at");