import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
  args: { title: 'Home' },
  decorators: [
    (Story, { args }) => (
      <div>
        <Story />
        <p>
          The browser tab reads <strong>{`${args.title} | EduGate`}</strong>.
        </p>
      </div>
    ),
  ],
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Home | EduGate'));
  },
};

export const Login: Story = {
  args: { title: 'Login' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Login | EduGate'));
  },
};
