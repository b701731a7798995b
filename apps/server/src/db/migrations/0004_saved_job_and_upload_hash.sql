ALTER TABLE "resumes" ADD COLUMN "file_hash" text;--> statement-breakpoint
ALTER TABLE "saved_resumes" ADD COLUMN "job_description" text;--> statement-breakpoint
CREATE INDEX "resumes_user_file_hash_idx" ON "resumes" USING btree ("user_id","file_hash");