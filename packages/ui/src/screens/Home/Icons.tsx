import type { CategoryIcon, FeatureIcon } from './content';

const paths: Record<CategoryIcon | FeatureIcon, string> = {
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  palette:
    'M12 3a9 9 0 100 18c1.5 0 2-1 2-2s-1-2 0-3 2 0 4 0 3-2 3-4a9 9 0 00-9-9zM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
  instructor: 'M12 3l10 5-10 5L2 8zM6 10.5V16c0 1.5 3 3 6 3s6-1.5 6-3v-5.5M22 8v6',
  interactive: 'M4 5h16v11H4zM9 20h6M12 16v4M9 9l3 2-3 2z',
  schedule: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v5l3 3',
  career: 'M9 7V5a2 2 0 012-2h2a2 2 0 012 2v2M3 7h18v12H3zM3 12h18',
};

/** Line icons drawn inline: no icon font to load, the same pixels every time. */
export function TileIcon({ name }: { name: CategoryIcon | FeatureIcon }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
