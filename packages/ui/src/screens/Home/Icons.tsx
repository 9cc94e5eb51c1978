import {
  Briefcase,
  ChartColumn,
  Clock,
  Code,
  GraduationCap,
  MonitorPlay,
  Palette,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryIcon, FeatureIcon } from './content';

/** The content's icon names, drawn from the one icon set (lucide). */
const icons: Record<CategoryIcon | FeatureIcon, LucideIcon> = {
  code: Code,
  chart: ChartColumn,
  phone: Smartphone,
  palette: Palette,
  instructor: GraduationCap,
  interactive: MonitorPlay,
  schedule: Clock,
  career: Briefcase,
};

/** A tile's icon: decorative, the tile's title says what it is. */
export function TileIcon({ name }: { name: CategoryIcon | FeatureIcon }) {
  const Icon = icons[name];
  return <Icon size={28} aria-hidden="true" focusable="false" />;
}
