CREATE TABLE "leaderboard_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "leaderboard_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_leaderboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leaderboard_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_leaderboard_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "changed_rows" c JOIN "leaderboard_members" m ON m."user_id" = c."id"
  ) THEN
    UPDATE "leaderboard_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_members_lb_ins" AFTER INSERT ON "leaderboard_members" FOR EACH STATEMENT EXECUTE FUNCTION bump_leaderboard_version();
--> statement-breakpoint
CREATE TRIGGER "leaderboard_members_lb_upd" AFTER UPDATE ON "leaderboard_members" FOR EACH STATEMENT EXECUTE FUNCTION bump_leaderboard_version();
--> statement-breakpoint
CREATE TRIGGER "leaderboard_members_lb_del" AFTER DELETE ON "leaderboard_members" FOR EACH STATEMENT EXECUTE FUNCTION bump_leaderboard_version();
--> statement-breakpoint
CREATE TRIGGER "user_lb_upd" AFTER UPDATE ON "user" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_leaderboard_version_of_user();
