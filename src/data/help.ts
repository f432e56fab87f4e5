/**
 * The help center's questions, grouped by topic (/help/). The words live in
 * src/content/help/<topic>.yaml (docs/content.md); figures come from the offer constants (spec §9)
 * through placeholders, and links to the logged-in app are passed in (appLink), never written there.
 */
import type { FaqItem } from '../lib/structuredData.ts';
import { entriesFor } from '../copy/content.ts';
import { COLLECTIONS, readRecord } from '../copy/collections.ts';
import { fill, siteValues } from '../copy/rules.ts';

export type HelpTopic = { id: string; title: string; items: readonly FaqItem[] };

export type HelpLinks = { login: string; redeem: string };

const topics = readRecord(COLLECTIONS.help);

/** Help topics for the brand named `app` (with brand `brandKey`'s overrides); `links` are the brand's app addresses. */
export function helpTopics(app: string, links: HelpLinks, brandKey?: string): readonly HelpTopic[] {
  const values = siteValues(app, links, brandKey);
  return [...entriesFor(topics, brandKey)]
    .sort((a, b) => a.order - b.order)
    .map((topic) => ({
      id: topic.key,
      title: fill(topic.title, values),
      items: topic.items.map((item) => ({
        question: fill(item.question, values),
        answer: fill(item.answer, values),
        ...(item.link ? { link: { href: fill(item.link.href, values), label: fill(item.link.label, values) } } : {}),
      })),
    }));
}
