/**
 * The 52 US states and territories the site names (spec §3: 50 states plus DC and PR): the
 * location directory's pages and the deal page's local FAQ read their names here.
 */

/** Official names by postal code. */
export const STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type StateCode = keyof typeof STATE_NAMES;

export const STATE_CODES = Object.keys(STATE_NAMES) as StateCode[];

/** Whether a code is one of the 52 (capital letters, as the API answers). */
export function isStateCode(code: string): code is StateCode {
  return Object.hasOwn(STATE_NAMES, code);
}

/** A state code's name, in any letter case; an unknown code (or a name already) is kept as it came. */
export function stateName(code: string): string {
  const trimmed = code.trim();
  const upper = trimmed.toUpperCase();
  return isStateCode(upper) ? STATE_NAMES[upper] : trimmed;
}

/** A state's name inside a sentence: "we serve the District of Columbia", "we serve Illinois". */
export function stateInSentence(code: string): string {
  const name = stateName(code);
  return name === STATE_NAMES.DC ? `the ${name}` : name;
}
