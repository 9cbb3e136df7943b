// /admin/store: the facilities staff's store in two tabs. Products (find any product, open its
// page, add a new one) and Categories (the nested categories the member store files products
// under). The tab is kept in the address (?tab=), so a reload or a link opens the same one.
import { CategoriesPanel } from './CategoriesPanel';
import { ProductList } from './ProductList';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const TABS = [
  { key: 'products', label: 'Products' },
  { key: 'categories', label: 'Categories' },
] as const;

export function StoreScreen() {
  const [current, choose] = useConsoleTab(TABS);
  return (
    <>
      <ConsoleTabs label="Store" idPrefix="store" tabs={TABS} current={current.key} onChoose={choose}>
        {current.key === 'products' ? <ProductList /> : <CategoriesPanel />}
      </ConsoleTabs>
    </>
  );
}
