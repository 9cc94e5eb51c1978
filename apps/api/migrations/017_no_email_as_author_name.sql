-- A course added by an account without a display name stored the owner's e-mail as its author's
-- name, and course detail published it. New courses need a name (400 otherwise); the ones stored
-- so have no name now, which course detail shows as the product's 'Unknown Instructor'.
UPDATE courses SET added_by_name = NULL WHERE lower(added_by_name) = lower(added_by_email);
