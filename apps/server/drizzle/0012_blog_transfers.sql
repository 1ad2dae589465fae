CREATE TABLE "blog_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"created_by" integer,
	"state" varchar(16) NOT NULL,
	"progress" jsonb,
	"bytes" bigint,
	"expires_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_exports_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "blog_exports_state_check" CHECK ("blog_exports"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "blog_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" integer NOT NULL,
	"created_by" integer,
	"file_name" varchar(255) NOT NULL,
	"file_bytes" bigint NOT NULL,
	"format" varchar(16),
	"state" varchar(16) NOT NULL,
	"preview" jsonb,
	"options" jsonb,
	"progress" jsonb,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_imports_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "blog_imports_state_check" CHECK ("blog_imports"."state" in ('analysing', 'ready', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_id" integer NOT NULL,
	"source" varchar(300) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source_key" varchar(2048) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_blogId_source_kind_sourceKey_unique" UNIQUE("blog_id","source","kind","source_key")
);
--> statement-breakpoint
ALTER TABLE "blog_exports" ADD CONSTRAINT "blog_exports_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_exports" ADD CONSTRAINT "blog_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_imports" ADD CONSTRAINT "blog_imports_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_imports" ADD CONSTRAINT "blog_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_exports_blog_id_created_at_index" ON "blog_exports" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_imports_blog_id_created_at_index" ON "blog_imports" USING btree ("blog_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_imports_open_index" ON "blog_imports" USING btree ("blog_id") WHERE "blog_imports"."state" in ('analysing', 'ready', 'running');