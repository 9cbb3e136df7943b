// A console screen in tabs. The tab is kept in the address (?tab=, left out for the first tab),
// so a reload or a link opens the same one; the bar scrolls on a phone, and the panel is named
// by its tab.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface ConsoleTab {
  key: string;
  label: string;
}

/** The tab the address asks for (else the first), and how to choose another. */
export function useConsoleTab<Tabs extends readonly [ConsoleTab, ...ConsoleTab[]]>(tabs: Tabs) {
  const [params, setParams] = useSearchParams();
  const current: Tabs[number] = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  const choose = (key: string) => setParams(key === tabs[0].key ? {} : { tab: key });
  return [current, choose] as const;
}

export function ConsoleTabs({
  label,
  idPrefix,
  tabs,
  current,
  onChoose,
  children,
}: {
  /** The tab list's name, such as "Store". */
  label: string;
  /** Starts the tabs' and the panel's ids: `${idPrefix}-tab-${key}`, `${idPrefix}-panel-${key}`. */
  idPrefix: string;
  tabs: readonly ConsoleTab[];
  current: string;
  onChoose: (key: string) => void;
  /** The current tab's panel. */
  children: ReactNode;
}) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_e, key: string) => onChoose(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`${idPrefix}-tab-${t.key}`}
              aria-controls={`${idPrefix}-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`}>
        {children}
      </div>
    </>
  );
}
