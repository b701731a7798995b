-- Session tokens are stored as the SHA-256 digest (hex) of the token the cookie carries.
-- Hash the tokens of sessions issued before, in place, so their cookies keep working.
-- Issued tokens are 32 alphanumeric characters, so a value that is already a digest is skipped.
UPDATE "session"
SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
