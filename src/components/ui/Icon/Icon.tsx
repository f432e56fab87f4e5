import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  Check,
  ChevronDown,
  CircleHelp,
  Clock,
  House,
  MapPin,
  Menu,
  ShieldCheck,
  Sparkles,
  Star,
  Tag,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { siFacebook, siInstagram, siReddit, siTiktok, siYoutube } from 'simple-icons';

const interfaceIcons = {
  'arrow-right': ArrowRight,
  'badge-check': BadgeCheck,
  calendar: CalendarCheck,
  check: Check,
  'chevron-down': ChevronDown,
  clock: Clock,
  help: CircleHelp,
  home: House,
  'map-pin': MapPin,
  menu: Menu,
  shield: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  tag: Tag,
  wallet: Wallet,
  close: X,
} satisfies Record<string, LucideIcon>;

const brandIcons = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  reddit: siReddit.path,
  tiktok: siTiktok.path,
  youtube: siYoutube.path,
} satisfies Record<string, string>;

export type IconName = keyof typeof interfaceIcons | keyof typeof brandIcons;

export type IconProps = {
  /** Icon to draw; names can come from data, so an unknown one is tolerated (see below). */
  name: IconName | (string & Record<never, never>);
  /** Size in CSS pixels (width and height). */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Fill stars and other outline icons with the current colour. */
  filled?: boolean;
};

function isKnown<T extends object>(table: T, name: string): name is Extract<keyof T, string> {
  return Object.hasOwn(table, name);
}

/** Draws a named icon. An unknown name logs a warning and renders nothing (spec §8). */
export function Icon({ name, size = 20, label, filled = false }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  if (isKnown(interfaceIcons, name)) {
    const Glyph = interfaceIcons[name];
    return <Glyph size={size} fill={filled ? 'currentColor' : 'none'} focusable="false" {...a11y} />;
  }
  if (isKnown(brandIcons, name)) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" focusable="false" {...a11y}>
        <path d={brandIcons[name]} />
      </svg>
    );
  }
  console.warn(`Icon: unknown icon name "${name}"; nothing rendered.`);
  return null;
}
