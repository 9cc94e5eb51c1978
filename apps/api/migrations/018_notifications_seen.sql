-- The navbar's badge counts the notifications a user has not seen yet, not those not yet read:
-- opening the list (POST /notifications/seen) sees them all, while each stays unread, and marked
-- as such, until it is followed or 'Mark all as read' is used. Reading one sees it too.
ALTER TABLE notifications ADD COLUMN seen_at timestamptz;

-- Those read already were seen.
UPDATE notifications SET seen_at = read_at WHERE read_at IS NOT NULL;
