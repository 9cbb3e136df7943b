// Times of day as staff type them in the console ('9:00', '09:00', '18:30') and as the API takes
// them: HH:mm, 24-hour (the contracts' timeOfDay).

/** A typed time as HH:mm; null when it is not a time of day. */
export function timeOfText(text: string): string | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Times typed as a list (commas or spaces between them) as HH:mm; null when any is not a time. */
export function timesOfText(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const times = parts.map(timeOfText);
  return times.every((t) => t !== null) ? times : null;
}
