// /admin/store: the facilities staff's store in two tabs. Products (find any product, open its
// page, add a new one) and Categories (the nested categories the member store files products
// under). The tab is kept in the address (?tab=), so a reload or a link opens the same one.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { CategoriesPanel } from './CategoriesPanel';
import { ProductList } from './ProductList';

const TABS = [
  { key: 'products', label: 'Products' },
  { key: 'categories', label: 'Categories' },
] as const;

export function StoreScreen() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.key}
          onChange={(_e, key: string) => setParams(key === 'products' ? {} : { tab: key })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Store"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`store-tab-${t.key}`}
              aria-controls={`store-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`store-panel-${current.key}`} aria-labelledby={`store-tab-${current.key}`}>
        {current.key === 'products' ? <ProductList /> : <CategoriesPanel />}
      </div>
    </>
  );
}
