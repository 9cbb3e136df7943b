import { describe, expect, it } from 'vitest';
import { addressFill } from './places';

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types,
});

describe('a chosen place fills the address fields', () => {
  it('takes the first comma part, the locality upper-cased, the postcode and the state', () => {
    expect(
      addressFill({
        formattedAddress: 'Unit 4, 200 Collins Street, Melbourne VIC 3000, Australia',
        addressComponents: [
          component('200', '200', 'street_number'),
          component('Collins Street', 'Collins St', 'route'),
          component('Melbourne', 'Melbourne', 'locality', 'political'),
          component('Victoria', 'VIC', 'administrative_area_level_1', 'political'),
          component('Australia', 'AU', 'country', 'political'),
          component('3000', '3000', 'postal_code'),
        ],
      }),
    ).toEqual({ address: 'Unit 4', suburb: 'MELBOURNE', postcode: '3000', state: 'VIC' });
  });

  it('leaves out what the place lacks, and a state that is not one of ours', () => {
    expect(
      addressFill({
        formattedAddress: 'Somewhere',
        addressComponents: [component('Elsewhere', 'XX', 'administrative_area_level_1')],
      }),
    ).toEqual({ address: 'Somewhere', suburb: '', postcode: '', state: '' });
  });
});
