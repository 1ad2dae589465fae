CREATE TABLE "captcha_uses" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_at_index" ON "captcha_uses" USING btree ("expires_at");