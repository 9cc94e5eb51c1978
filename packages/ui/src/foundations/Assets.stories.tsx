import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { heroArt, logoUrl } from '../assets';

function Assets() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24, padding: 24 }}>
      <figure style={{ margin: 0 }}>
        <img src={logoUrl} alt="EduGate logo" width={120} height={120} />
        <figcaption>Logo (navbar 60 × 60, footer 70 wide, course image fallback)</figcaption>
      </figure>
      {Object.entries(heroArt).map(([name, src]) => (
        <figure key={name} style={{ margin: 0 }}>
          <img src={src} alt={`Hero art: ${name}`} style={{ width: 480, height: 'auto' }} />
          <figcaption>{`Hero slide art: ${name}`}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Assets',
  component: Assets,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Assets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything ships with the package: every image loads with no network. */
export const LogoAndHeroArt: Story = {
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images).toHaveLength(4);
    for (const image of images) {
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
      await expect(image.src.startsWith('http') && !image.src.startsWith(location.origin)).toBe(
        false,
      );
    }
  },
};
