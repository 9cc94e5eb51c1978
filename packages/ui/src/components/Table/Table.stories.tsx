import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Table, type TableColumn } from './Table';

interface Row {
  id: string;
  title: string;
  description: string;
}

const onRemove = fn();

const columns: TableColumn<Row>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  {
    key: 'action',
    header: 'Action',
    cell: (row) => (
      <Button
        variant="danger"
        size="sm"
        onClick={() => onRemove(row.id)}
        aria-label={`Remove Enrollment: ${row.title}`}
      >
        Remove Enrollment
      </Button>
    ),
  },
];

const rows: Row[] = [
  { id: 'c1', title: 'Modern React', description: 'Components, hooks and the router.' },
  { id: 'c2', title: 'Data Analysis with Python', description: 'pandas, plots and statistics.' },
  { id: 'c3', title: 'Course Title Not Available', description: 'No description available' },
];

// A table of generic rows: Storybook's Meta cannot infer the generic, so the row type is fixed here.
const RowTable = Table<Row>;

const meta = {
  title: 'Components/Table',
  component: RowTable,
  args: { caption: 'My Enrolled Courses', columns, rows, rowKey: (row: Row) => row.id },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RowTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Enrolled Courses' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Title', 'Description', 'Action']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Enrollment: Modern React' }));
    await expect(onRemove).toHaveBeenCalledWith('c1');
  },
};

export const Empty: Story = {
  args: { rows: [], empty: "You haven't enrolled in any courses yet." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't enrolled in any courses yet.")).toBeVisible();
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };
