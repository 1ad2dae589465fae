CREATE TABLE "member_comps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_comps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"tier_id" integer,
	"until" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_comps_memberId_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "member_comps" ADD CONSTRAINT "member_comps_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_comps" ADD CONSTRAINT "member_comps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_comps" ADD CONSTRAINT "member_comps_tier_id_member_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."member_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_comps_until_index" ON "member_comps" USING btree ("until");