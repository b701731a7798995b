CREATE TABLE "application_tracker_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"follow_up_days" integer DEFAULT 7,
	"calendar_feed_digest" text,
	"calendar_feed_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_tracker_settings_calendar_feed_digest_unique" UNIQUE("calendar_feed_digest")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_deadline" date;--> statement-breakpoint
ALTER TABLE "application_tracker_settings" ADD CONSTRAINT "application_tracker_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;