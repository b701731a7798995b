CREATE TABLE "salary_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_title" text NOT NULL,
	"location" text,
	"occupation_code" text NOT NULL,
	"occupation_title" text NOT NULL,
	"current_salary" integer NOT NULL,
	"target_salary" integer,
	"confidence" integer NOT NULL,
	"provider" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"current_role" text NOT NULL,
	"target_role" text NOT NULL,
	"timeframe" text,
	"path_viability" integer NOT NULL,
	"provider" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_analyses" ADD CONSTRAINT "salary_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_analyses_user_idx" ON "salary_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "career_plans_user_idx" ON "career_plans" USING btree ("user_id","created_at");