import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone. The scroll area is a focusable,
 * labelled region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * With `scrollCue`, a line above it says so whenever columns are out of sight (a wide table
 * that is read across, such as the stats, rather than stacked into cards).
 */
export function TableScroll({
  label,
  children,
  scrollCue = false,
}: {
  label: string;
  children: ReactNode;
  scrollCue?: boolean;
}) {
  const region = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const [cropped, setCropped] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!scrollCue || !el) return;
    const measure = () => setCropped(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [scrollCue]);
  return (
    <>
      {cropped && (
        <Typography id={cueId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          More columns to the right: scroll the table sideways →
        </Typography>
      )}
      <TableContainer
        ref={region}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={cropped ? cueId : undefined}
        sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        {children}
      </TableContainer>
    </>
  );
}
