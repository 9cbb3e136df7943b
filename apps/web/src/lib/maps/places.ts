// Address autocomplete from Google Places (the Places API "New" data classes: our own
// suggestion list, so it looks and reads like the rest of the form). The Maps script is added
// to the page the first time an address field asks for it, never before: pages without an
// address field do not load it. Only the parts we use are typed here.
import { AU_STATES } from '@courtside/contracts';

export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

export interface Place {
  formattedAddress?: string | null;
  addressComponents?: AddressComponent[];
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}

export interface PlacePrediction {
  text: { text: string };
  toPlace(): Place;
}

export interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      sessionToken: object;
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}

declare global {
  interface Window {
    google?: { maps?: { importLibrary(name: 'places'): Promise<PlacesLibrary> } };
    __csMapsReady?: () => void;
  }
}

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
let loading: Promise<PlacesLibrary> | null = null;

/** The places library, the script loaded once per page (a failed load is tried again next time). */
export function loadPlaces(key: string): Promise<PlacesLibrary> {
  loading ??= new Promise<void>((resolve, reject) => {
    window.__csMapsReady = resolve;
    const script = document.createElement('script');
    const query = new URLSearchParams({ key, v: 'weekly', loading: 'async', callback: '__csMapsReady' });
    script.src = `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${query.toString()}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The maps script could not be loaded'));
    };
    document.head.append(script);
  }).then(() => {
    const maps = window.google?.maps;
    if (!maps) throw new Error('The maps script did not start');
    return maps.importLibrary('places');
  });
  return loading;
}

export interface AddressFill {
  address: string;
  suburb: string;
  postcode: string;
  /** One of the form's states, or '' when the place is in none of them. */
  state: string;
}

const STATES = new Set<string>(AU_STATES);

/**
 * What a chosen place fills: the address is the first comma part of its formatted address,
 * the suburb its locality upper-cased (as the locality list writes suburbs), the postcode
 * and the state's short name.
 */
export function addressFill(place: Pick<Place, 'formattedAddress' | 'addressComponents'>): AddressFill {
  const part = (type: string) => place.addressComponents?.find((c) => c.types.includes(type));
  const locality = part('locality') ?? part('sublocality') ?? part('postal_town');
  const state = part('administrative_area_level_1')?.shortText ?? '';
  return {
    address: (place.formattedAddress ?? '').split(',')[0]!.trim(),
    suburb: (locality?.longText ?? '').toUpperCase(),
    postcode: part('postal_code')?.longText ?? '',
    state: STATES.has(state) ? state : '',
  };
}
