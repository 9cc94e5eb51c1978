// Play helpers and fixtures shared by the Login story files.
import { userEvent, type within } from 'storybook/test';

export const from = (pathname: string) => ({ from: { pathname } });

export async function fillIn(canvas: ReturnType<typeof within>, email = 'ada@example.com') {
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Analytical#1843');
}
