import { expect, userEvent, within } from 'storybook/test';
import { credentialTexts } from '../../features/credentials';

type Canvas = ReturnType<typeof within>;

/** Pastes a credential's text into the box and presses Verify, as a person would. */
export async function pasteAndVerify(canvas: Canvas, text: string) {
  const box = await canvas.findByLabelText(credentialTexts.credentialLabel);
  await userEvent.click(box);
  await userEvent.paste(text);
  await userEvent.click(canvas.getByRole('button', { name: credentialTexts.verify }));
}

/** Each check's line says its result ('Signature Passed'...). */
export async function expectChecks(
  canvas: Canvas,
  results: Record<keyof typeof credentialTexts.checks, string>,
) {
  const list = await canvas.findByRole('list', { name: credentialTexts.checksHeading });
  const items = within(list).getAllByRole('listitem');
  const names = Object.keys(credentialTexts.checks) as (keyof typeof credentialTexts.checks)[];
  await expect(items.map((item) => item.textContent)).toEqual(
    names.map((name) => expect.stringContaining(`${credentialTexts.checks[name]}${results[name]}`)),
  );
}
