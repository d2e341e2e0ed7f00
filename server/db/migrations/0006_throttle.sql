CREATE TABLE "throttle_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_hits_reset_idx" ON "throttle_hits" USING btree ("reset_at");