import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { withViewportFrame } from '../../testing/viewportFrame';
import { Table, type TableColumn } from './Table';
import { findDialog } from '../../testing/play';
import { vars } from '../../theme/contract.css';

interface Row {
  id: string;
  title: string;
  description: string;
}

const onRemove = fn();

/** The row's Remove Enrollment button, which calls `onPress` with the row. */
const removeColumn = (onPress: (row: Row) => void): TableColumn<Row> => ({
  key: 'action',
  header: 'Action',
  cell: (row) => (
    <Button
      variant="danger-quiet"
      size="sm"
      onClick={() => onPress(row)}
      aria-label={`Remove Enrollment: ${row.title}`}
    >
      Remove Enrollment
    </Button>
  ),
});

const columns: TableColumn<Row>[] = [
  { key: 'title', header: 'Title', cell: (row) => row.title },
  { key: 'description', header: 'Description', cell: (row) => row.description },
  removeColumn((row) => onRemove(row.id)),
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
    const remove = canvas.getByRole('button', { name: 'Remove Enrollment: Modern React' });
    await userEvent.click(remove);
    await expect(onRemove).toHaveBeenCalledWith('c1');
    // Each cell's content sits on the row's centre line, beside the button.
    const row = remove.closest('tr')!;
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    for (const cell of Array.from(row.cells)) {
      await expect(getComputedStyle(cell).verticalAlign).toBe('middle');
    }
    const title = within(row).getByText('Modern React');
    await expect(Math.abs(middle(title) - middle(remove))).toBeLessThanOrEqual(1);
    // A quiet button in every row: no filled red block.
    await expect(getComputedStyle(remove).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    remove.blur();
  },
};

/** A link in a cell (a certificate, a job, an e-mail) is the theme's link colour, not the browser's blue. */
export const LinkInCell: Story = {
  args: {
    caption: 'My Certificates',
    columns: [
      { key: 'title', header: 'Course', cell: (row) => row.title },
      {
        key: 'link',
        header: 'Certificate',
        cell: (row) => <a href={`#${row.id}`}>View certificate</a>,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const [link] = canvas.getAllByRole('link', { name: 'View certificate' });
    const themed = document.createElement('span');
    themed.style.color = vars.color.primary;
    canvasElement.append(themed);
    const expected = getComputedStyle(themed).color;
    themed.remove();
    await expect(getComputedStyle(link!).color).toBe(expected);
    await expect(getComputedStyle(link!).textDecorationLine).toBe('underline');
  },
};

/** The row's quiet button asks first; the dialog carries the weight with a filled red answer. */
export const RemoveAsksFirst: Story = {
  decorators: [withViewportFrame],
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const [pending, setPending] = useState<Row | null>(null);
    const withConfirm: TableColumn<Row>[] = [...columns.slice(0, 2), removeColumn(setPending)];
    return (
      <>
        <Table {...args} columns={withConfirm} />
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => (open ? undefined : setPending(null))}
          title="Remove Enrollment"
          message={`Remove your enrollment in "${pending?.title ?? ''}"?`}
          confirmLabel="Remove Enrollment"
          tone="danger"
          onConfirm={() => setPending(null)}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Enrollment: Modern React' }));
    const dialog = await findDialog('alertdialog', { name: 'Remove Enrollment' });
    await expect(dialog).toHaveAccessibleDescription('Remove your enrollment in "Modern React"?');
    const confirm = within(dialog).getByRole('button', { name: 'Remove Enrollment' });
    // The filled, heavy style is the dialog's answer, not the row's button.
    await expect(getComputedStyle(confirm).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const Empty: Story = {
  args: { rows: [], empty: "You haven't enrolled in any courses yet." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You haven't enrolled in any courses yet.")).toBeVisible();
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };
