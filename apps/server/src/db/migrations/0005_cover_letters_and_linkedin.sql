CREATE TABLE "cover_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"company_name" text,
	"job_title" text,
	"tone" text NOT NULL,
	"resume_id" integer,
	"saved_resume_id" integer,
	"resume_title" text,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements_covered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cover_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"company_name" text,
	"job_title" text,
	"tone" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"resume_id" integer,
	"saved_resume_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_linkedin" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_type" text DEFAULT 'linkedin_about' NOT NULL,
	"target_role" text,
	"industry" text,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engagement_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cover_letters" ADD CONSTRAINT "saved_cover_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_linkedin" ADD CONSTRAINT "saved_linkedin_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letters_user_idx" ON "cover_letters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_cover_letters_user_idx" ON "saved_cover_letters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_linkedin_user_idx" ON "saved_linkedin" USING btree ("user_id","created_at");