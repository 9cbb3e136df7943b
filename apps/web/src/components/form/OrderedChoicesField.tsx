// An ordered list of choices bound to a react-hook-form field (an array): each chosen entry
// has Move up, Move down and Remove buttons, the ones not chosen an Add button. Buttons, not
// dragging, so it works by keyboard and on a phone; after a move the focus stays on the moved
// entry and a live region says where it went.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { moveItem, notChosen } from '../../lib/reorder';
import { visuallyHidden } from '../visually-hidden';
import { useFieldId } from './field-id';

export interface OrderedChoicesFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  choices: readonly string[];
  /** What each choice reads as; the part before ' (' names it on the buttons. */
  labels: Record<string, string>;
  hint?: string;
  /** Shown instead of the list while nothing is chosen. */
  emptyText: string;
}

const shortName = (label: string) => label.split(' (')[0] ?? label;

export function OrderedChoicesField<T extends FieldValues>(props: OrderedChoicesFieldProps<T>) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <OrderedChoices
          {...props}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function OrderedChoices({
  name,
  label,
  choices,
  labels,
  hint,
  emptyText,
  value,
  onChange,
  error,
}: Omit<OrderedChoicesFieldProps<FieldValues>, 'control'> & {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [announcement, setAnnouncement] = useState('');
  /** The entry whose button gets the focus after the list re-renders. */
  const focusNext = useRef<{ item: string; button: 'up' | 'down' | 'add' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const id = useFieldId(name);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const find = (button: string) => buttons.current.get(`${button}:${target.item}`);
    // At the top or bottom the button just used is disabled: the other one takes the focus.
    const order =
      target.button === 'up' ? ['up', 'down'] : target.button === 'down' ? ['down', 'up'] : ['add'];
    for (const b of [...order, 'remove']) {
      const el = find(b);
      if (el && !el.disabled) return el.focus();
    }
  });

  const move = (index: number, by: number) => {
    const item = value[index]!;
    focusNext.current = { item, button: by < 0 ? 'up' : 'down' };
    const next = moveItem(value, index, by);
    onChange(next);
    setAnnouncement(
      `${shortName(labels[item] ?? item)} moved to position ${next.indexOf(item) + 1} of ${next.length}.`,
    );
  };
  const remove = (item: string) => {
    const next = value.filter((v) => v !== item);
    const after = next[value.indexOf(item)] ?? next.at(-1);
    focusNext.current = after ? { item: after, button: 'up' } : { item, button: 'add' };
    onChange(next);
    setAnnouncement(`${shortName(labels[item] ?? item)} removed.`);
  };
  const add = (item: string) => {
    focusNext.current = { item, button: 'up' };
    onChange([...value, item]);
    setAnnouncement(`${shortName(labels[item] ?? item)} added at position ${value.length + 1}.`);
  };
  const setRef = (key: string) => (el: HTMLButtonElement | null) => {
    buttons.current.set(key, el);
  };
  const left = notChosen(choices, value);

  return (
    <FormControl component="fieldset" margin="normal" error={Boolean(error)} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      {value.length === 0 ? (
        <Typography sx={{ my: 1 }}>{emptyText}</Typography>
      ) : (
        <Box component="ol" aria-label={label} sx={{ pl: 3, my: 1 }}>
          {value.map((item, index) => {
            const text = labels[item] ?? item;
            const short = shortName(text);
            return (
              <Box
                component="li"
                key={item}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', py: 0.25 }}
              >
                <Typography component="span" sx={{ flex: '1 1 12rem' }}>
                  {text}
                </Typography>
                <IconButton
                  ref={setRef(`up:${item}`)}
                  aria-label={`Move ${short} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  ref={setRef(`down:${item}`)}
                  aria-label={`Move ${short} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  ref={setRef(`remove:${item}`)}
                  aria-label={`Remove ${short}`}
                  onClick={() => remove(item)}
                >
                  <CloseIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {left.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {left.map((item) => (
            <Button
              key={item}
              ref={setRef(`add:${item}`)}
              size="small"
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => add(item)}
            >
              Add {shortName(labels[item] ?? item)}
            </Button>
          ))}
        </Box>
      )}
      {(error ?? hint) && <FormHelperText id={`${id}-helper`}>{error ?? hint}</FormHelperText>}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
