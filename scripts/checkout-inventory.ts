/**
 * Writes the payment page's script inventory (scripts/lib/deploy/checkout-scripts.json) from a built brand, and
 * prints what changed since the committed one, for review (PCI DSS 6.4.3 / 11.6.1).
 *   npm run inventory:checkout [-- --brand main]     (build the brand first)
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brandDist } from '../build-data/dist.ts';
import { checkoutInventory, inventoryDifferences, inventoryFile, readInventory } from './lib/deploy/inventory.ts';
import { PAYMENT_PAGE } from './lib/deploy/policy.ts';

const { values } = parseArgs({ options: { brand: { type: 'string', default: process.env['BRAND'] ?? 'main' } } });
const siteDir = brandDist(values.brand);
if (!existsSync(siteDir)) {
  console.error(`dist/${values.brand}/ is not built. Run: npm run build -- --brand ${values.brand}`);
  process.exit(1);
}
const scripts = checkoutInventory(siteDir);
if (scripts.length === 0) {
  console.error(`dist/${values.brand}/ has no ${PAYMENT_PAGE} page.`);
  process.exit(1);
}
const changes = inventoryDifferences(readInventory()?.scripts ?? [], scripts);
writeFileSync(
  inventoryFile,
  `${JSON.stringify({ page: PAYMENT_PAGE, regenerate: 'npm run inventory:checkout', scripts }, null, 2)}\n`,
);
console.log(
  `${scripts.length} scripts on ${PAYMENT_PAGE} (${values.brand}) -> scripts/lib/deploy/checkout-scripts.json`,
);
console.log(changes.length === 0 ? 'No change.' : `Review these changes:\n  ${changes.join('\n  ')}`);
