// Play helpers and fixtures shared by the Register story files.
import { userEvent, within } from 'storybook/test';

export const body = within(document.body);
type Canvas = ReturnType<typeof within>;

export interface Entry {
  name?: string;
  photoURL?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export const good: Required<Entry> = {
  name: 'Ada Lovelace',
  photoURL: '',
  email: 'ada@example.com',
  password: 'Analytical#1843',
  confirmPassword: 'Analytical#1843',
};

export async function fillIn(canvas: Canvas, entry: Entry = {}) {
  const values = { ...good, ...entry };
  if (entry.password !== undefined && entry.confirmPassword === undefined) {
    values.confirmPassword = values.password;
  }
  const type = async (label: RegExp, value: string) => {
    if (value !== '') await userEvent.type(canvas.getByLabelText(label), value);
  };
  await type(/^Name/, values.name);
  await type(/^Photo URL/, values.photoURL);
  await type(/^Email/, values.email);
  await type(/^Password/, values.password);
  await type(/^Confirm Password/, values.confirmPassword);
}
