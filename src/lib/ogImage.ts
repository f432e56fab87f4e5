/**
 * Social preview cards (Open Graph / Twitter `summary_large_image`): one 1200×630 PNG per brand
 * and per template, drawn at build time from the brand's name, mark and colours and the page's
 * offer (src/brand/images.ts renders them; BaseLayout links them). Pages of one template share a
 * card (all city pages one, all state pages one, each service page its own), so a brand's build
 * renders about twenty images, each once, and reuses them from a cache while they are unchanged.
 * Pure: no Node or Astro imports.
 */
import { featuredOption } from '../domain/offer.ts';
import { firstPriceText, monthlyRangeText, type OfferRange } from '../domain/charges.ts';

/** Width and height of the square raster logo (/brand/logo.png) in pixels; Google asks for at least 112. */
export const SQUARE_LOGO_SIZE = 512;

/** Facebook's and LinkedIn's recommended size; Twitter/X shows it as a large card. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Site folder of the cards: /og/<key>.png. */
export const OG_IMAGE_DIR = '/og';

/** What one card says. */
export type OgCard = {
  /** File name under /og/ (without .png). */
  key: string;
  /** The page's subject, the card's big line. */
  headline: string;
  /** The offer badge, if the page sells one. */
  offer?: string | undefined;
  /** The offer's condition in small print, or a short fact. */
  note?: string | undefined;
};

/**
 * The offer badge and its condition, for the offers the brand sells (src/catalog/priceRange.ts): its
 * first-cleaning price ("$14 to $19" where its offers differ) and its monthly prices.
 */
function dealCard(range: OfferRange) {
  const offer = `First ${featuredOption.numHours}-hour cleaning ${firstPriceText(range)}`;
  const note = `New clients, with Forever Clean membership (${monthlyRangeText(range)}, at least ${range.minimumMonths} paid months)`;
  return (key: string, headline: string): OgCard => ({ key, headline, offer, note });
}

/** A service page the cards name (src/data/services.ts passes its pages). */
export type CardService = { slug: string; name: string };

/** Every card a brand's pages use (the build renders exactly these). */
export function ogCards(appName: string, services: readonly CardService[], range: OfferRange): OgCard[] {
  const deal = dealCard(range);
  return [
    deal('home', 'House cleaning by vetted local cleaners'),
    deal('deal', `Your first ${featuredOption.numHours}-hour home cleaning`),
    ...services.map((service) => deal(`service-${service.slug}`, service.name)),
    deal('directory', 'House cleaners across the United States'),
    deal('state', 'Find house cleaners in your state'),
    deal('city', 'House cleaners in your city'),
    deal('hub', 'Cleaning tips, checklists and guides'),
    deal('reviews', `What customers say about ${appName}`),
    { key: 'help', headline: `${appName} help center`, note: 'Booking, vouchers, membership and payments' },
    {
      key: 'apply',
      headline: 'Clean homes on your own schedule',
      offer: 'Apply in about 10 minutes',
      note: 'Choose your hours and area; instant or weekly pay',
    },
    {
      key: 'vs',
      headline: 'Booking app, independent cleaner or franchise?',
      note: 'Price, vetting, scheduling, cancellation, supplies, insurance',
    },
    { key: 'legal', headline: `${appName} terms and privacy`, note: 'How we handle your data and your bookings' },
  ];
}

/**
 * The card key for a page, from its canonical path: the home card without one (an error page) and
 * for a page no card names (a new page shows the brand, never another page's subject).
 */
export function ogCardKey(path: string | undefined): string {
  if (path === undefined || path === '/') return 'home';
  if (path === '/deal' || path.startsWith('/checkout/')) return 'deal';
  if (path.startsWith('/services/')) return `service-${path.slice('/services/'.length).replace(/\/$/, '')}`;
  if (path === '/us/') return 'directory';
  if (path.startsWith('/us/')) return path.split('/').filter(Boolean).length === 2 ? 'state' : 'city';
  if (path.startsWith('/hub/')) return 'hub';
  if (path.startsWith('/reviews/')) return 'reviews';
  if (path.startsWith('/help/')) return 'help';
  if (path === '/apply') return 'apply';
  if (path === '/vs') return 'vs';
  if (path === '/terms-of-service/' || path === '/privacy-policy/' || path.startsWith('/privacy/')) return 'legal';
  return 'home';
}

/** The card for a page; an unknown key (a service added without a card) falls back to the home card. */
export function ogCardFor(
  path: string | undefined,
  appName: string,
  services: readonly CardService[],
  range: OfferRange,
): OgCard {
  const cards = ogCards(appName, services, range);
  const key = ogCardKey(path);
  return cards.find((card) => card.key === key) ?? cards[0]!;
}

/** The card's site path. */
export function ogImagePath(card: Pick<OgCard, 'key'>): string {
  return `${OG_IMAGE_DIR}/${card.key}.png`;
}

/** Text alternative: everything the card says, as one sentence per line. */
export function ogImageAlt(card: OgCard, appName: string): string {
  const parts = [`${appName}: ${card.headline}.`];
  if (card.offer) parts.push(`${card.offer}.`);
  if (card.note) parts.push(`${card.note}.`);
  return parts.join(' ');
}

/** Colours and fonts a card is drawn with (the brand's theme tokens). */
export type CardTheme = {
  brand: string;
  onBrand: string;
  emphasis: string;
  onEmphasis: string;
  brandStrong: string;
  headingFont: string;
};

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Splits text into at most `maxLines` lines of about `perLine` characters (the last one ends in … if cut). */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(`${line}…`);
      return lines;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The card as SVG: the brand's mark (its favicon SVG, nested) and name, the headline, the offer in
 * the brand's emphasis colour and its condition in small print. Text widths are estimated from
 * character counts (bold sans ≈ 0.56 em a character), so lines wrap before the edge.
 */
export function ogImageSvg(card: OgCard, appName: string, theme: CardTheme, markSvg: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const font = escapeXml(`${theme.headingFont}, 'DejaVu Sans', 'Liberation Sans', sans-serif`);
  const mark = markSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b/, '<svg x="80" y="64" width="88" height="88"')
    .trim();
  const headlineSize = card.headline.length > 56 ? 56 : 66;
  const headline = wrapText(card.headline, Math.floor(1040 / (headlineSize * 0.56)), 2);
  const headlineY = 268;
  const text = (x: number, y: number, size: number, fill: string, value: string, weight = 700) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${theme.brand}"/>`,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="${theme.brandStrong}"/>`,
    `<rect x="72" y="56" width="104" height="104" rx="24" fill="${theme.onBrand}"/>`,
    mark,
    text(204, 126, 46, theme.onBrand, appName),
    ...headline.map((line, index) =>
      text(80, headlineY + index * headlineSize * 1.15, headlineSize, theme.onBrand, line),
    ),
  ];
  const badgeY = headlineY + (headline.length - 1) * headlineSize * 1.15 + 72;
  if (card.offer) {
    const badgeWidth = Math.min(1040, Math.round(card.offer.length * 42 * 0.5 + 72));
    parts.push(
      `<rect x="80" y="${badgeY}" width="${badgeWidth}" height="84" rx="42" fill="${theme.emphasis}"/>`,
      text(112, badgeY + 56, 42, theme.onEmphasis, card.offer),
    );
  }
  if (card.note) {
    const noteY = card.offer ? badgeY + 148 : badgeY + 40;
    for (const [index, line] of wrapText(card.note, 70, 2).entries()) {
      parts.push(text(80, noteY + index * 38, 30, theme.onBrand, line, 400));
    }
  }
  parts.push('</svg>');
  return parts.join('\n');
}
