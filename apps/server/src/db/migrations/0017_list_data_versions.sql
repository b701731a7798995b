-- The user's data version (see 0011) also rises on every write to the tables behind the
-- resume, saved resume, cover letter and interview lists, so those answers can be kept per
-- user until the data changes, whoever writes it.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['resumes', 'saved_resumes', 'cover_letters', 'saved_cover_letters', 'interview_sessions', 'interview_questions', 'interview_answers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_version()', t || '_version_del', t);
  END LOOP;
END $$;
