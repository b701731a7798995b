CREATE TABLE "user_data_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_data_versions" ("user_id", "version")
    SELECT DISTINCT "user_id", 1 FROM "changed_rows" WHERE "user_id" IS NOT NULL
    ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_user_data_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_data_versions" ("user_id", "version")
    SELECT DISTINCT "id", 1 FROM "changed_rows" ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "user_data_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['applications', 'application_events', 'activities', 'leaderboard_members'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_del', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_version_upd" AFTER UPDATE ON "user" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version_of_user();
