/**
 * docs/content.md's "Limits and why" list states the lengths the build enforces; a marketer plans
 * a headline by it. Its figures are the schemas' (SEO_LIMITS in ./rules.ts, HERO_LIMITS in
 * ./schemas.ts): this fails when one changes without the other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEO_LIMITS } from './rules.ts';
import { HERO_LIMITS } from './schemas.ts';

const guide = readFileSync(join(process.cwd(), 'docs', 'content.md'), 'utf8');
/** The "Limits and why" section, up to the next heading. */
const start = guide.indexOf('## Limits and why');
const rules = guide.slice(start, guide.indexOf('\n## ', start + 3));

describe('the content guide’s limits', () => {
  it('state the title and description lengths the schemas enforce', () => {
    expect(rules).toContain(`\`title\` at most ${SEO_LIMITS.title} characters`);
    expect(rules).toContain(`\`description\` at most ${SEO_LIMITS.description} characters`);
  });

  it('state the hero’s lengths the ad-copy schema enforces', () => {
    const { title, headline, lead, ctaHeading } = HERO_LIMITS;
    expect(rules).toContain(
      `hero: banner title ${title}, headline ${headline}, lead ${lead}, CTA heading ${ctaHeading}`,
    );
  });
});
