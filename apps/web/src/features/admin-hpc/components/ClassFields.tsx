// The fields describing a class, shared by a new weekly schedule and a class's (or its series')
// edit: name, description, venue, room, trainers, activities, colour, capacity, booking window,
// start and end time. Venues come from the console's venues list.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { useVenues } from '../api/get-venues';
import type { ClassDetailsForm } from '../class-form';

export function ClassFields<T extends ClassDetailsForm & FieldValues>({ control }: { control: Control<T> }) {
  const venues = useVenues();
  const name = (field: keyof ClassDetailsForm) => field as Path<T>;
  return (
    <>
      <FormTextField
        name={name('name')}
        control={control}
        label="Name"
        required
        inputProps={{ maxLength: 100 }}
      />
      <FormTextField
        name={name('description')}
        control={control}
        label="Description"
        multiline
        minRows={2}
        inputProps={{ maxLength: 2000 }}
      />
      <FieldGrid>
        <FormTextField
          name={name('venue_id')}
          control={control}
          label="Venue"
          select={[
            <option key="" value="">
              No venue
            </option>,
            ...(venues.data ?? []).map((v) => (
              <option key={v.id} value={String(v.id)}>
                {v.name}
              </option>
            )),
          ]}
        />
        <FormTextField name={name('room')} control={control} label="Room" inputProps={{ maxLength: 100 }} />
        <FormTextField
          name={name('trainers')}
          control={control}
          label="Trainers"
          hint="Names separated by commas"
          inputProps={{ autoComplete: 'off' }}
        />
        <FormTextField
          name={name('activities')}
          control={control}
          label="Activities"
          hint="Such as Shooting, Ball Handling"
          inputProps={{ autoComplete: 'off' }}
        />
        <FormTextField
          name={name('start_time')}
          control={control}
          label="Start time"
          required
          hint="24-hour, such as 17:30"
          inputProps={{ inputMode: 'numeric', maxLength: 5, autoComplete: 'off' }}
        />
        <FormTextField
          name={name('end_time')}
          control={control}
          label="End time"
          required
          hint="24-hour, such as 18:30"
          inputProps={{ inputMode: 'numeric', maxLength: 5, autoComplete: 'off' }}
        />
        <FormTextField
          name={name('capacity')}
          control={control}
          label="Capacity"
          required
          hint="Places, 1 to 500"
          inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
        />
        <FormTextField
          name={name('booking_days_ahead')}
          control={control}
          label="Booking window (days)"
          hint="Days ahead members can book; empty: the centre's 14"
          inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
        />
        <FormTextField
          name={name('colour')}
          control={control}
          label="Colour"
          hint="On the members' calendar, such as #1e88e5; empty: none"
          inputProps={{ maxLength: 7, autoComplete: 'off' }}
        />
      </FieldGrid>
    </>
  );
}
