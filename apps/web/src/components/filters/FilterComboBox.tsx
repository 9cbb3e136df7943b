// A searchable, clearable picker (the Divisions filter of the draw and standings):
// an editable combobox with a list popup, after the WAI-ARIA Authoring Practices
// pattern. Written here rather than taken from MUI's Autocomplete because that one
// (with its Popper and TextField stack, or even its headless hook) weighs more than
// the whole public draw page, which everyone opens on game day.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { type FilterOption, filterInputSx, filterLabelSx } from './FilterSelect';

export interface FilterComboBoxProps {
  id: string;
  label: string;
  /** The chosen option's value, '' for none. */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** Options whose text contains what was typed, ignoring case. */
export const matchOptions = (options: readonly FilterOption[], typed: string) => {
  const needle = typed.trim().toLowerCase();
  return needle ? options.filter((o) => o.text.toLowerCase().includes(needle)) : [...options];
};

export function FilterComboBox({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
}: FilterComboBoxProps) {
  const listId = `${id}-listbox`;
  const optionId = `${id}-option-${useId().replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectedText = options.find((o) => o.value === value)?.text ?? '';
  const [text, setText] = useState(selectedText);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere (a deep link, a reset by another filter) shows in the input.
  const [shownFor, setShownFor] = useState(selectedText);
  if (shownFor !== selectedText) {
    setShownFor(selectedText);
    if (!typed) setText(selectedText);
  }

  const shown = matchOptions(options, typed ? text : '');
  const activeOption = open && active >= 0 ? shown[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(`${optionId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, active, optionId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(false);
  };
  const choose = (option: FilterOption | null) => {
    setText(option?.text ?? '');
    close();
    if ((option?.value ?? '') !== value) onChange(option?.value ?? '');
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open || event.altKey)
        openAt(
          event.altKey
            ? -1
            : Math.max(
                0,
                shown.findIndex((o) => o.value === value),
              ),
        );
      else setActive(Math.min(active + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive(Math.max(active - 1, 0));
      else openAt(shown.length - 1);
    } else if (event.key === 'Enter') {
      if (open && activeOption) {
        event.preventDefault();
        choose(activeOption);
      }
    } else if (event.key === 'Escape') {
      // First Escape closes the list, the second clears the choice.
      if (open) {
        event.preventDefault();
        setText(selectedText);
        close();
      } else if (value || text) {
        event.preventDefault();
        choose(null);
      }
    }
  };

  const onBlur = () => {
    if (!open && !typed) return;
    // Emptied and left: the choice is cleared. Otherwise the input shows the choice again.
    if (typed && text.trim() === '') choose(null);
    else {
      setText(selectedText);
      close();
    }
  };

  const showClear = !disabled && (value !== '' || text !== '');
  return (
    <Box sx={{ position: 'relative' }}>
      <Box component="label" htmlFor={id} sx={filterLabelSx}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="input"
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${optionId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setText(e.target.value);
            setTyped(true);
            openAt(e.target.value.trim() ? 0 : -1);
          }}
          onClick={() => (open ? close() : openAt(-1))}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          sx={{ ...filterInputSx, pr: showClear ? 5 : 1.5 }}
        />
        {showClear && (
          <Box
            component="button"
            type="button"
            aria-label={`Clear ${label}`}
            // Pointer convenience; from the keyboard, Escape clears.
            tabIndex={-1}
            onMouseDown={(e: MouseEvent) => e.preventDefault()}
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
            sx={{
              position: 'absolute',
              right: 4,
              top: '50%',
              transform: 'translateY(-50%)',
              width: 36,
              height: 36,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              color: 'text.secondary',
              fontSize: '1.25rem',
              lineHeight: 1,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <span aria-hidden="true">×</span>
          </Box>
        )}
      </Box>
      <Paper
        elevation={4}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          left: 0,
          right: 0,
          zIndex: 'modal',
          mt: 0.5,
          overflow: 'hidden',
        }}
      >
        <Box
          component="ul"
          id={listId}
          role="listbox"
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: 300, overflowY: 'auto' }}
        >
          {open &&
            shown.map((option, index) => (
              <Box
                component="li"
                key={option.value}
                id={`${optionId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                // Keep the focus in the input while the pointer picks.
                onMouseDown={(e: MouseEvent) => e.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => active !== index && setActive(index)}
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: index === active ? 'action.hover' : undefined,
                  fontWeight: option.value === value ? 600 : undefined,
                }}
              >
                {option.text}
              </Box>
            ))}
        </Box>
        {open && shown.length === 0 && <Box sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>No matches</Box>}
      </Paper>
    </Box>
  );
}
