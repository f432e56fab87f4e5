import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesFor, readCollection, readEntry } from './content.ts';
import { legalCopy } from './legal.ts';
import { pageCopy } from './pages.ts';
import { longestBrandName } from './rules.ts';
import { legalPageSchema, serviceSchema } from './schemas.ts';
import { validateContent } from './validate.ts';
import { contentCopyForEachTest } from './testContent.ts';
import { loadAllBrands } from '../brand/load.ts';

const BRANDS = ['main', 'brightwick', 'maple-and-mop'];
const content = contentCopyForEachTest('content-');
const edit = (file: string, from: RegExp | string, to: string) => content.edit(file, from, to);
/** The build's one-line refusal once `file` is edited. */
const refusal = (file: string, from: RegExp | string, to: string) => {
  edit(file, from, to);
  return validateContent(content.root);
};

describe('content validation (one line: file, field, rule)', () => {
  it('passes the content as committed', () => {
    expect(validateContent(undefined, BRANDS)).toBeUndefined();
  });

  it('measures titles with the longest brand name filled in', async () => {
    const names = [...(await loadAllBrands({})).values()].map((brand) => brand.appName);
    expect(Math.max(...names.map((name) => name.length))).toBe(longestBrandName().length);
    expect(
      refusal(
        'services/deep-cleaning.md',
        /^title: .*$/m,
        'title: "Apartment Cleaning Services for Studios to 2 Beds | {brand}"',
      ),
    ).toBe('src/content/services/deep-cleaning.md: title is 71 characters once {brand} is filled in (at most 60)');
  });

  it('stops a description over 160 characters, counted as the page shows it', () => {
    expect(
      refusal('services/maid-services.md', /^description: .*$/m, `description: "${'word '.repeat(31)}{brand}"`),
    ).toBe(
      'src/content/services/maid-services.md: description is 174 characters once {brand} is filled in (at most 160)',
    );
  });

  it('names a misspelt field, a missing one, HTML and a placeholder not on the list', () => {
    expect(refusal('services/room-cleaning.md', /^heading:/m, 'headin:')).toBe(
      'src/content/services/room-cleaning.md: headin is not a known field (check the spelling; docs/content.md lists the fields)',
    );
    expect(refusal('services/room-cleaning.md', /^headin: .*\n/m, '')).toBe(
      'src/content/services/room-cleaning.md: heading is required',
    );
    expect(
      refusal('services/room-cleaning.md', /^lead: .*$/m, 'heading: Room cleaning\nlead: Only the <b>kitchen</b>'),
    ).toBe(
      'src/content/services/room-cleaning.md: lead must be plain text: < and > are not allowed (HTML would break the page)',
    );
    expect(refusal('services/room-cleaning.md', /^lead: .*$/m, 'lead: Only {rooms} rooms')).toBe(
      'src/content/services/room-cleaning.md: lead uses {rooms}, which is not a placeholder here (allowed: {brand} {earlyCancellation})',
    );
  });

  it('keeps the hero’s lines: headline length and its price', () => {
    expect(
      refusal(
        'ad-groups/condo-cleaning.yaml',
        /^headline: .*$/m,
        'headline: Condo cleaning for the whole building, booked online today',
      ),
    ).toBe('src/content/ad-groups/condo-cleaning.yaml: headline must contain {price}');
    expect(
      refusal(
        'ad-groups/condo-cleaning.yaml',
        /^headline: .*$/m,
        `headline: Condo cleaning for the whole building, booked today at {price}`,
      ),
    ).toBe('src/content/ad-groups/condo-cleaning.yaml: headline is 62 characters (at most 60)');
  });

  it('checks the deal page’s words like every other page: prices, brand names, placeholders, "3-hour of"', () => {
    expect(refusal('pages/deal.yaml', 'nothing more. Most', 'nothing more, from $19. Most')).toMatch(
      /^src\/content\/pages\/deal\.yaml: optionsNote states an amount by hand/,
    );
    edit('pages/deal.yaml', 'nothing more, from $19. Most', 'nothing more. Most');
    expect(refusal('pages/deal.yaml', 'eyebrow: New client offer', 'eyebrow: New Tidyhaven client offer')).toMatch(
      /^src\/content\/pages\/deal\.yaml: eyebrow names the brand "Tidyhaven" by hand/,
    );
    expect(
      refusal('pages/deal.yaml', 'eyebrow: New Tidyhaven client offer', 'eyebrow: New {hours} of cleaning offer'),
    ).toMatch(/^src\/content\/pages\/deal\.yaml: eyebrow uses \{hours\}.*without a noun after it/);
    expect(
      refusal('pages/deal.yaml', 'eyebrow: New {hours} of cleaning offer', 'eyebrow: New {percent} offer'),
    ).toMatch(/^src\/content\/pages\/deal\.yaml: eyebrow uses \{percent\}, which is not a placeholder here/);
  });

  it('refuses a British spelling in any copy, a list item of a Markdown page included (a US English site)', () => {
    expect(refusal('services/room-cleaning.md', 'Organizing cupboards', 'Organising cupboards')).toBe(
      'src/content/services/room-cleaning.md: notIncluded.0 spells "Organising" the British way: the site is written in US English',
    );
    edit('services/room-cleaning.md', 'Organising cupboards', 'Organizing cupboards');
    expect(
      refusal('pages/deal.yaml', 'eyebrow: New client offer', 'eyebrow: New client offer in the city centre'),
    ).toMatch(/^src\/content\/pages\/deal\.yaml: eyebrow spells "centre" the British way/);
  });

  it('checks the words on every page and the answers the browser fills like the rest', () => {
    const tagline = 'tagline: Trusted local cleaners, booked online by the hour.';
    expect(refusal('pages/chrome.yaml', tagline, 'tagline: Trusted Tidyhaven cleaners from $19.')).toMatch(
      /^src\/content\/pages\/chrome\.yaml: footer\.tagline states an amount by hand/,
    );
    expect(
      refusal(
        'pages/chrome.yaml',
        'tagline: Trusted Tidyhaven cleaners from $19.',
        'tagline: Trusted Tidyhaven cleaners.',
      ),
    ).toMatch(/^src\/content\/pages\/chrome\.yaml: footer\.tagline names the brand "Tidyhaven" by hand/);
    edit('pages/chrome.yaml', 'tagline: Trusted Tidyhaven cleaners.', tagline);
    expect(
      refusal('pages/chrome.yaml', "socialLink: '{brand} on {network}'", "socialLink: '{brand} on social media'"),
    ).toBe('src/content/pages/chrome.yaml: footer.socialLink must contain {network}');
    edit('pages/chrome.yaml', "socialLink: '{brand} on social media'", "socialLink: '{brand} on {network}'");
    expect(
      refusal('pages/deal.yaml', 'Members pay {memberRate}/hour.', 'Members pay {memberRate}/hour in {city}.'),
    ).toMatch(
      /^src\/content\/pages\/deal\.yaml: faq\.nearMe\.memberRate uses \{city\}, which is not a placeholder here \(allowed: \{brand\} \{nearbyState\} \{nearbyCities\} \{memberRate\}\)/,
    );
  });

  it('refuses a duplicate ad group id and a YAML mistake', () => {
    const idOf = (file: string) => /^id: ["'](\d+)["']$/m.exec(readFileSync(join(content.root, file), 'utf8'))![1]!;
    const id = idOf('ad-groups/condo-cleaning.yaml');
    const own = idOf('ad-groups/room-cleaning.yaml');
    expect(refusal('ad-groups/room-cleaning.yaml', /^id: .*$/m, `id: "${id}"`)).toBe(
      `src/content/ad-groups/room-cleaning.yaml: id ${id} is already used by src/content/ad-groups/condo-cleaning.yaml`,
    );
    expect(refusal('ad-groups/room-cleaning.yaml', /^id: .*$/m, `id: "${own}"`)).toBeUndefined();
    writeFileSync(join(content.root, 'help/booking.yaml'), 'title: [unclosed\n');
    expect(validateContent(content.root)).toMatch(/^src\/content\/help\/booking\.yaml: is not valid YAML \(.+\)$/);
  });

  it('applies a brand’s override field by field and checks it like the shared entry', () => {
    mkdirSync(join(content.root, 'services/brands/maple-and-mop'), { recursive: true });
    writeFileSync(
      join(content.root, 'services/brands/maple-and-mop/deep-cleaning.md'),
      '---\nheading: A deeper clean\n---\n',
    );
    expect(validateContent(content.root, BRANDS)).toBeUndefined();
    const services = readCollection('services', serviceSchema, content.root);
    const own = entriesFor(services, 'maple-and-mop').find((entry) => entry.key === 'deep-cleaning')!;
    const shared = entriesFor(services, 'main').find((entry) => entry.key === 'deep-cleaning')!;
    expect(own.heading).toBe('A deeper clean');
    expect(shared.heading).toBe('Deep cleaning');
    expect(own.title).toBe(shared.title);

    writeFileSync(join(content.root, 'services/brands/maple-and-mop/deep-cleaning.md'), '---\ntitle: "x"\n---\n');
    writeFileSync(join(content.root, 'services/brands/maple-and-mop/deep-clean.md'), '---\nheading: Typo\n---\n');
    expect(validateContent(content.root, BRANDS)).toMatch(
      /^src\/content\/services\/brands\/maple-and-mop\/deep-clean\.md: overrides no entry \(the file name must be one of: .*deep-cleaning/,
    );
    rmSync(join(content.root, 'services/brands/maple-and-mop/deep-clean.md'));
    mkdirSync(join(content.root, 'help/brands/maple-and-mops'), { recursive: true });
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/help/brands/maple-and-mops: is not a brand (one of: main, brightwick, maple-and-mop)',
    );
  });

  it('checks a legal page: unknown field, missing field, placeholder, HTML, links and the contents', () => {
    const terms = 'legal/terms-of-service.md';
    expect(refusal(terms, /^eyebrow:/m, 'eyebrw:')).toBe(
      'src/content/legal/terms-of-service.md: eyebrw is not a known field (check the spelling; docs/content.md lists the fields)',
    );
    expect(refusal(terms, /^eyebrw: .*\n/m, '')).toBe('src/content/legal/terms-of-service.md: eyebrow is required');
    expect(refusal(terms, /^heading:/m, 'eyebrow: Legal\nheading:')).toBeUndefined();

    expect(refusal(terms, 'do not use {brand}.', 'do not use {brnd}.')).toMatch(
      /^src\/content\/legal\/terms-of-service\.md: body uses \{brnd\}, which is not a placeholder here \(allowed: \{brand\} \{price\} .* \{email\} \{login\} \{redeem\}\)$/,
    );
    expect(refusal(terms, 'do not use {brnd}.', 'do not use <b>{brand}</b>.')).toBe(
      'src/content/legal/terms-of-service.md: body must be plain Markdown: < is not allowed (HTML would break the page)',
    );
    expect(refusal(terms, 'do not use <b>{brand}</b>.', 'do not use [{brand}](https://elsewhere.example).')).toBe(
      'src/content/legal/terms-of-service.md: body links to "https://elsewhere.example": a link must go to a path on the site (/help/ticket/), mailto:{email}, {login} or {redeem}',
    );
    expect(refusal(terms, '[{brand}](https://elsewhere.example)', '{brand}')).toBeUndefined();

    expect(refusal(terms, '## 8. Vouchers {#vouchers}', '## 8. Vouchers')).toBe(
      'src/content/legal/terms-of-service.md: body heading "8. Vouchers" needs an id at its end, e.g. {#contact}',
    );
    expect(refusal(terms, '## 8. Vouchers', '## 8. Vouchers {#voucher}')).toBe(
      'src/content/legal/terms-of-service.md: contents.7.id is "vouchers", but no ## heading of the text ends in {#vouchers}',
    );
  });

  it('checks the words the forms, lists and banners show: counts, minutes and a required Accept', () => {
    expect(
      refusal('pages/deal.yaml', "claimed: '{claimed} of {vouchers} claimed", "claimed: '{claimed} of 500 claimed"),
    ).toBe('src/content/pages/deal.yaml: priceCard.counter.claimed must contain {vouchers}');
    edit('pages/deal.yaml', 'of 500 claimed', 'of {vouchers} claimed');
    expect(refusal('pages/hub.yaml', "readingTime: '{minutes} min read'", 'readingTime: a short read')).toBe(
      'src/content/pages/hub.yaml: meta.readingTime must contain {minutes}',
    );
    edit('pages/hub.yaml', 'readingTime: a short read', "readingTime: '{minutes} min read'");
    expect(refusal('pages/hub.yaml', 'inCategory: In', 'inCategory: In {city}')).toBe(
      'src/content/pages/hub.yaml: meta.inCategory uses {city}, which is not a placeholder here (allowed: {brand} {price} {hours} {numHours})',
    );
    expect(refusal('pages/chrome.yaml', /^ {2}accept: Accept\n/m, '')).toBe(
      'src/content/pages/chrome.yaml: cookieBanner.accept is required',
    );
  });

  it('checks the opt-out page and a brand’s override of a legal page', () => {
    expect(refusal('legal/privacy-optout.md', /^saveButton: .*\n/m, '')).toBe(
      'src/content/legal/privacy-optout.md: saveButton is required',
    );
    edit('legal/privacy-optout.md', /^supportTitle:/m, 'saveButton: Save\nsupportTitle:');
    expect(refusal('legal/privacy-optout.md', /^lead: .*$/m, 'lead: We never sell {price} data')).toBe(
      'src/content/legal/privacy-optout.md: lead uses {price}, which is not a placeholder here (allowed: {brand} {email})',
    );
    edit('legal/privacy-optout.md', /^lead: .*$/m, 'lead: We never sell your data.');
    mkdirSync(join(content.root, 'legal/brands/maple-and-mop'), { recursive: true });
    const override = join(content.root, 'legal/brands/maple-and-mop/privacy-policy.md');
    writeFileSync(override, "---\nheading: '{brand} privacy notice'\n---\n");
    expect(validateContent(content.root, BRANDS)).toBeUndefined();
    const policy = readEntry('legal', 'privacy-policy', legalPageSchema, content.root, 'md');
    expect(entriesFor(policy, 'maple-and-mop')[0]!.heading).toBe('{brand} privacy notice');
    expect(entriesFor(policy, 'main')[0]!.heading).toBe('{brand} Privacy Policy');
    expect(entriesFor(policy, 'maple-and-mop')[0]!.body).toBe(entriesFor(policy, 'main')[0]!.body);
    writeFileSync(override, "---\nupdated: '2026-13-01'\n---\n");
    expect(validateContent(content.root, BRANDS)).toBe(
      'src/content/legal/brands/maple-and-mop/privacy-policy.md: updated is not a real date',
    );
  });
});

describe('single pages with a Markdown field', () => {
  it('keeps the contact page’s links paragraph one paragraph of checked Markdown', () => {
    expect(refusal('pages/contact.yaml', /^moreHelp: .*$/m, "moreHelp: '- [help center](/help/)'")).toBe(
      'src/content/pages/contact.yaml: moreHelp must be one paragraph of text (links and **bold** allowed; no lists, headings or quotes)',
    );
    expect(refusal('pages/contact.yaml', /^moreHelp: .*$/m, "moreHelp: 'See [the FAQ](https://faq.example)'")).toMatch(
      /^src\/content\/pages\/contact\.yaml: moreHelp links to "https:\/\/faq\.example"/,
    );
    edit('pages/checkout.yaml', /^lead: .*$/m, 'lead: Three steps, {hours} each.');
    expect(refusal('pages/contact.yaml', /^moreHelp: .*$/m, "moreHelp: 'See the [help center](/help/).'")).toBe(
      'src/content/pages/checkout.yaml: lead uses {hours}, which is not a placeholder here (allowed: {brand} {price} {numHours})',
    );
  });

  it('gives a Markdown field as HTML with the values escaped', () => {
    const copy = pageCopy('contact', 'A & B', 'main', { email: 'support@a.example', replyTime: 'soon' });
    expect(copy.moreHelp).toBe(
      'Many questions are answered in the <a href="/help/">help center</a>. For privacy requests, see <a href="/privacy/optout/">Do Not Sell My Personal Information</a>.',
    );
    expect(copy.app).toContain('in the A & B customer app');
  });
});

describe('legal pages as HTML', () => {
  const site = {
    brand: 'Suds & <Co>',
    email: 'support@suds.example',
    login: 'https://app.suds.example/login?a=1&b=2',
    redeem: 'https://app.suds.example/customer/choosedate/',
  };

  it('fills placeholders after the Markdown is read: values are escaped, never read as Markdown or HTML', () => {
    const terms = legalCopy('terms-of-service', { ...site, brand: '*Suds* & <Co>' }, 'main', { calloutClass: 'note' });
    expect(terms.title).toBe('Terms of Service | *Suds* & <Co>');
    expect(terms.html).toContain('<h2 id="service">2. What *Suds* &amp; &lt;Co&gt; does</h2>');
    expect(terms.html).toContain(
      '<a href="https://app.suds.example/login?a=1&amp;b=2">https://app.suds.example/login?a=1&amp;b=2</a>',
    );
    expect(terms.html).toContain('<a href="mailto:support@suds.example">support@suds.example</a>');
    expect(terms.html).toMatch(/<p class="note">\$\d+ first cleaning/);
    expect(terms.html).not.toMatch(/\{[a-zA-Z#]/);
    expect(terms.contents.map((line) => line.id)).toEqual(
      [...terms.html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]),
    );
  });
});
