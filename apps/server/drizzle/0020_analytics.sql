CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"blog_id" integer NOT NULL,
	"period" varchar(1) NOT NULL,
	"start" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"value" text NOT NULL,
	"visitors" bigint NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "analytics_rollups_blog_id_period_start_dimension_value_pk" PRIMARY KEY("blog_id","period","start","dimension","value"),
	CONSTRAINT "analytics_rollups_period_check" CHECK ("analytics_rollups"."period" in ('D', 'M'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(4) NOT NULL,
	"visitor" varchar(32) NOT NULL,
	"path" text NOT NULL,
	"post_id" integer,
	"referrer_host" text,
	"entry" boolean DEFAULT false NOT NULL,
	"device" varchar(8) NOT NULL,
	"browser" varchar(24) NOT NULL,
	CONSTRAINT "analytics_views_kind_check" CHECK ("analytics_views"."kind" in ('page', 'feed', 'read'))
);
--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_views" ADD CONSTRAINT "analytics_views_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_rollups_period_start_index" ON "analytics_rollups" USING btree ("period","start");--> statement-breakpoint
CREATE INDEX "analytics_views_blog_id_day_visitor_index" ON "analytics_views" USING btree ("blog_id","day","visitor");--> statement-breakpoint
CREATE INDEX "analytics_views_day_index" ON "analytics_views" USING btree ("day");