/** FAQPage structured data for a list of questions shown on the page (all of them, verbatim). */
/** A question; `link` (optional) is shown after the answer on the page, not in structured data. */
export type FaqItem = { question: string; answer: string; link?: { href: string; label: string } | undefined };

export function faqJsonLd(items: readonly FaqItem[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...extra,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
