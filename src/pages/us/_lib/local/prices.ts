/** Each cleaning option's price at a served place's area rates, tax included where the state charges it. */
import { hoursTotal } from '#src/domain/charges.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { formatMoney, formatRate } from '#src/domain/format.ts';
import { cleaningOptions } from '#src/domain/offer.ts';
import { say } from '#src/copy/places.ts';
import type { LocalContext } from './context.ts';

export type OptionPrice = { name: string; hours: number; member: string; nonMember: string };

export type PricesSection = {
  pricesHeading: string;
  /** Each cleaning option at the area's rates, tax included where the state charges it. */
  prices: OptionPrice[];
  pricesNote: string;
  /** The price table's column headings and each option's hours ("(3 hours)", by option). */
  pricesTable: { cleaning: string; members: string; nonMembers: string; hours: (hours: number) => string };
};

export function pricesSection({ copy, region, city, values }: LocalContext): PricesSection {
  // The home's state's rate, not the serving area's (homeSalesTaxRate: the API charges the same).
  const tax = homeSalesTaxRate(city.state);
  return {
    pricesHeading: say(copy.pricesHeading, values),
    prices: cleaningOptions.map((option) => ({
      name: option.name,
      hours: option.numHours,
      member: formatMoney(hoursTotal(option.numHours, region.rate, tax)),
      nonMember: formatMoney(hoursTotal(option.numHours, region.higherRate, tax)),
    })),
    pricesNote: tax > 0 ? say(copy.pricesNote.taxed, { taxRate: formatRate(tax) }) : say(copy.pricesNote.untaxed, {}),
    pricesTable: {
      cleaning: say(copy.pricesTable.cleaning, {}),
      members: say(copy.pricesTable.members, {}),
      nonMembers: say(copy.pricesTable.nonMembers, {}),
      hours: (hours) => say(copy.pricesTable.hours, { hours }),
    },
  };
}
