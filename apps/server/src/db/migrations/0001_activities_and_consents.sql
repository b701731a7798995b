CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"ref_id" text,
	"title" text NOT NULL,
	"score" integer,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "consent_analytics" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "consent_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "consent_linkedin_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_user_type_idx" ON "activities" USING btree ("user_id","type","created_at");--> statement-breakpoint
-- Backfill the activity log from what users did before it existed.
INSERT INTO "activities" ("user_id", "type", "ref_id", "title", "score", "created_at")
SELECT "user_id", 'resume_tailored', "id"::text,
  CASE WHEN "company_name" IS NOT NULL AND "company_name" <> ''
    THEN 'Tailored resume for ' || COALESCE(NULLIF("job_title", ''), 'a role') || ' at ' || "company_name"
    ELSE 'Tailored resume for ' || COALESCE(NULLIF("job_title", ''), 'a role') END,
  "ats_score", "created_at"
FROM "tailorings";--> statement-breakpoint
INSERT INTO "activities" ("user_id", "type", "ref_id", "title", "score", "created_at")
SELECT "user_id", 'resume_saved', "id"::text, 'Saved resume ' || "title", "ats_score", "created_at"
FROM "saved_resumes";
