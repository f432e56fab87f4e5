/**
 * The automatic-renewal consent texts each state's shoppers read (the region's CC, AC, EC, OCC):
 * they name no amount and no period, since every plan has its own (monthly, every 3 or 6 months)
 * and the consent next to Buy states it from the catalogue (src/domain/charges.ts `buyConsent`).
 * California's text once promised "a reminder before each annual renewal", which no plan has.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disclosures } from './db/seed/catalog.ts';
import { inProcessApiPerFile } from './test-support.ts';

const api = inProcessApiPerFile();
type Row = { state: string; cc: string; ac: string; ec: string; occ: string };
const rows = () => api.db.query<Row>('SELECT state, cc, ac, ec, occ FROM consent_disclosures ORDER BY state');

describe('consent texts by state', () => {
  it('name no period and no amount a plan might not have', async () => {
    const stored = await rows();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const row of stored) {
      for (const text of [row.cc, row.ac, row.ec, row.occ]) {
        expect(text, row.state).not.toMatch(/annual|yearly|each year|monthly|quarterly|every \d+ months?|\$\d/i);
      }
      // The card disclosure covers the membership's charges, not only today's.
      expect(row.cc, row.state).toMatch(/Forever Clean membership/);
      expect(row.ac, row.state).toMatch(/renews automatically/);
    }
  });

  it('a database seeded with the old texts is brought to the seed texts by its migration', async () => {
    await api.db.query(
      `UPDATE consent_disclosures SET ac = 'California residents: you will receive a reminder before each annual renewal.' WHERE state = 'CA'`,
    );
    const sql = readFileSync(new URL('./db/migrations/006_consent_texts.sql', import.meta.url), 'utf8');
    for (const statement of sql.split(/;\s*$/m).map((s) => s.replace(/^(--[^\n]*\n)+/, '').trim())) {
      if (statement) await api.db.query(statement);
    }
    const byState = Object.fromEntries((await rows()).map((row) => [row.state || 'default', row]));
    for (const [state, text] of Object.entries(disclosures)) {
      expect(byState[state]).toEqual({
        state: state === 'default' ? '' : state,
        cc: text.CC,
        ac: text.AC,
        ec: text.EC,
        occ: text.OCC,
      });
    }
  });
});
