import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { Contact, contactTexts } from './Contact';

const meta = {
  title: 'Screens/Contact',
  tags: ['!autodocs'],
  ...screenMeta(Contact, { route: paths.contact.path }),
  // What the app passes when VITE_CONTACT_* is not set (apps/edugate/src/config).
  args: {
    details: {
      organisation: 'EduGate Learning',
      email: 'hello@edugate.example',
      address: '100 Learning Lane, Suite 200, Springfield, IL 62701, United States',
    },
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /contact with the default details: check the title and heading, the organisation, its e-mail
 * as a mailto link and its address line by line.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 1, name: contactTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact | EduGate'));
    await expect(main.getByText('EduGate Learning')).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@edugate.example' })).toHaveAttribute(
      'href',
      'mailto:hello@edugate.example',
    );
    await expect(main.getByText('100 Learning Lane')).toBeVisible();
    await expect(main.getByText('IL 62701')).toBeVisible();
    await expect(main.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  },
};

/** Another organisation's deployment (VITE_CONTACT_*): check its details replace the defaults. */
export const Configured: Story = {
  args: {
    details: {
      organisation: 'Northfield College Online',
      email: 'learning@northfield.example',
      address: 'Northfield College\n12 High Street\nLeeds LS1 4AP',
    },
  },
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByText('Northfield College Online')).toBeVisible();
    await expect(main.getByRole('link', { name: 'learning@northfield.example' })).toHaveAttribute(
      'href',
      'mailto:learning@northfield.example',
    );
    await expect(main.getByText('12 High Street')).toBeVisible();
    await expect(main.queryByText('hello@edugate.example')).toBeNull();
  },
};

/** At 375 px: check each label sits above its value and nothing is wider than the screen. */
export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(mainOf(canvas).getByText('hello@edugate.example')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});
