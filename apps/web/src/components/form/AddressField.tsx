// The Address field of the person forms. With a maps key and MAPS_AUTOCOMPLETE on, typing
// offers Google Places addresses in Australia; choosing one fills the address (its first comma
// part) and hands suburb, postcode and state to the form (`onPlace`). Without them, or when
// the maps script cannot load, it is the plain text field. Free text always stays allowed.
import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from './autocomplete-input';
import { addressFill, loadPlaces, type AddressFill, type PlacePrediction } from '../../lib/maps/places';
import { useSettings } from '../../lib/settings';
import { FormTextField } from './FormTextField';
import { useFieldId } from './field-id';

export interface AddressFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  disabled?: boolean;
  autoComplete?: string;
  /** A place was chosen: set suburb, postcode and state from it. */
  onPlace: (fill: AddressFill) => void;
}

/** Suggestions start at this many typed characters. */
const MIN_TYPED = 3;

export function AddressField<T extends FieldValues>(props: AddressFieldProps<T>) {
  const { data: settings } = useSettings();
  const key = settings?.maps_autocomplete ? settings.maps_key : null;
  if (!key || props.disabled)
    return (
      <FormTextField
        control={props.control}
        name={props.name}
        label="Address"
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        required
      />
    );
  return <PlacesAddressField {...props} mapsKey={key} />;
}

function PlacesAddressField<T extends FieldValues>({
  name,
  control,
  onPlace,
  mapsKey,
}: AddressFieldProps<T> & { mapsKey: string }) {
  const fieldId = useFieldId(name);
  const places = useQuery({
    queryKey: ['maps', 'places'],
    queryFn: () => loadPlaces(mapsKey),
    staleTime: Infinity,
  });
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  // One session from the first letter typed to the choice, as Google bills it.
  const session = useRef<object | null>(null);
  const suggestions = useQuery({
    queryKey: ['maps', 'suggestions', search],
    enabled: Boolean(places.data) && search.length >= MIN_TYPED,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const library = places.data!;
      session.current ??= new library.AutocompleteSessionToken();
      const { suggestions: found } = await library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: search,
        includedRegionCodes: ['au'],
        sessionToken: session.current,
      });
      return found.flatMap((s) => (s.placePrediction ? [s.placePrediction] : []));
    },
  });
  const choose = async (prediction: PlacePrediction) => {
    const place = prediction.toPlace();
    await place.fetchFields({ fields: ['formattedAddress', 'addressComponents'] });
    session.current = null;
    return addressFill(place);
  };

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<PlacePrediction, false, false, true>
          freeSolo
          id={fieldId}
          options={search.length >= MIN_TYPED ? (suggestions.data ?? []) : []}
          loading={suggestions.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.text.text)}
          inputValue={String(field.value ?? '')}
          onInputChange={(_e, value, reason) => {
            if (reason === 'reset') return;
            field.onChange(value);
            setTyped(value);
          }}
          onChange={(_e, value) => {
            if (!value || typeof value === 'string') return;
            void choose(value).then((fill) => {
              field.onChange(fill.address);
              setTyped('');
              onPlace(fill);
            });
          }}
          value={null}
          renderInput={autocompleteInput(field, fieldState, 'Address', 'Suggestions powered by Google')}
        />
      )}
    />
  );
}
