import type { TableColumn } from '../../../components/Table';
import { MessagesButton } from '../components/MessagesButton';
import { applicationMessageTexts } from '../texts';

/**
 * The 'Messages' column of a table of applications, on both sides of them: `name` says whose
 * thread a row's button opens ('Messages with {applicant}', 'Messages about {job}'). Below sm the
 * button spans the row's card, so it needs no label of its own there.
 */
export function messagesColumn<Row extends { _id: string }>(
  name: (row: Row) => string,
): TableColumn<Row> {
  return {
    key: 'messages',
    header: applicationMessageTexts.heading,
    label: '',
    cell: (row) => <MessagesButton applicationId={row._id} label={name(row)} />,
  };
}
