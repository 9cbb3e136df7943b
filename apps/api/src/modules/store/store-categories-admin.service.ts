// The store console's categories (facilities staff): a tree of categories, each level by sort
// order then name; two categories of one parent never share a name, and only an empty category
// (no products, no sub-categories) can go. Every write is audited in its own transaction.
import { MSG } from '@courtside/contracts';
import type {
  TAdminStoreCategory,
  TStoreCategoryChange,
  TStoreCategoryCreate,
  TStoreCategoryTree,
} from '@courtside/contracts/admin';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { likeLiteral } from '../../lib/sql.js';
import { uniqueOr } from '../../lib/unique.js';
import { recordAudit } from '../audit/index.js';

interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
  _count: { products: number; children: number };
}

/** Depth first from the top categories, each level by sort order, then name. */
function asTree(rows: CategoryRow[]): TAdminStoreCategory[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const tree: TAdminStoreCategory[] = [];
  const visit = (parentId: number | null, depth: number, path: string[]) => {
    const level = [...(byParent.get(parentId) ?? [])].sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id - b.id,
    );
    for (const c of level) {
      tree.push({
        id: c.id,
        name: c.name,
        parent_id: c.parentId,
        sort_order: c.sortOrder,
        depth,
        path: [...path, c.name].join(' › '),
        product_count: c._count.products,
        child_count: c._count.children,
      });
      visit(c.id, depth + 1, [...path, c.name]);
    }
  };
  visit(null, 0, []);
  return tree;
}

/** GET /api/admin/store/categories. */
export async function categoryTree(deps: Deps): Promise<TStoreCategoryTree> {
  const rows = await deps.db.productCategory.findMany({
    select: {
      id: true,
      name: true,
      parentId: true,
      sortOrder: true,
      _count: { select: { products: true, children: true } },
    },
  });
  return { categories: asTree(rows) };
}

export async function categoryOf(deps: Deps, categoryId: number): Promise<TAdminStoreCategory> {
  const found = (await categoryTree(deps)).categories.find((c) => c.id === categoryId);
  if (!found) throw notFound('Category');
  return found;
}

/**
 * Whether the category exists, holding it (FOR KEY SHARE) until the transaction ends: a delete
 * of it waits, then sees what was filed under it.
 */
export async function categoryKept(tx: Tx, categoryId: number): Promise<boolean> {
  const found = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM "ProductCategory" WHERE id = ${categoryId} FOR KEY SHARE`;
  return found.length === 1;
}

const nameTaken = () => fieldError('name', 'A category with this name is already there', MSG.formErrors);

/** Two categories of one parent may not share a name (any case; a unique index holds it too). */
async function refuseSiblingName(tx: Tx, name: string, parentId: number | null, self: number | null) {
  const twin = await tx.productCategory.findFirst({
    where: {
      parentId,
      name: { equals: likeLiteral(name), mode: 'insensitive' },
      ...(self !== null && { id: { not: self } }),
    },
    select: { id: true },
  });
  if (twin) throw nameTaken();
}

/** POST /api/admin/store/categories. */
export async function createCategory(
  deps: Deps,
  actorId: number,
  body: TStoreCategoryCreate,
): Promise<number> {
  const parentId = body.parent_id ?? null;
  return deps.db.$transaction(async (tx) => {
    if (parentId !== null && !(await categoryKept(tx, parentId)))
      throw fieldError('parent_id', 'No such category', MSG.formErrors);
    await refuseSiblingName(tx, body.name, parentId, null);
    const created = await uniqueOr(
      tx.productCategory.create({
        data: { name: body.name, parentId, sortOrder: body.sort_order ?? 0 },
        select: { id: true },
      }),
      nameTaken,
    );
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      entity: 'ProductCategory',
      entityId: created.id,
      after: { name: body.name, parent_id: parentId, sort_order: body.sort_order ?? 0 },
    });
    return created.id;
  });
}

/**
 * PATCH /api/admin/store/categories/:id: rename, move, reorder. Every category is held while a
 * move is checked (there are tens, not thousands), so two racing moves cannot build a loop
 * between them (A under B while B goes under A).
 */
export async function changeCategory(
  deps: Deps,
  actorId: number,
  categoryId: number,
  body: TStoreCategoryChange,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const all = await tx.$queryRaw<
      Array<{ id: number; name: string; parentId: number | null; sortOrder: number }>
    >`SELECT id, name, "parentId", "sortOrder" FROM "ProductCategory" ORDER BY id FOR NO KEY UPDATE`;
    const before = all.find((c) => c.id === categoryId);
    if (!before) throw notFound('Category');
    const parentId = body.parent_id === undefined ? before.parentId : body.parent_id;
    if (body.parent_id !== undefined && parentId !== null) {
      const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
      if (!parentOf.has(parentId)) throw fieldError('parent_id', 'No such category', MSG.formErrors);
      for (let at: number | null = parentId; at !== null; at = parentOf.get(at) ?? null)
        if (at === categoryId)
          throw fieldError(
            'parent_id',
            'A category cannot go under itself or one of its own sub-categories',
            MSG.formErrors,
          );
    }
    const name = body.name ?? before.name;
    if (body.name !== undefined || body.parent_id !== undefined)
      await refuseSiblingName(tx, name, parentId, categoryId);
    await uniqueOr(
      tx.productCategory.update({
        where: { id: categoryId },
        data: { name, parentId, sortOrder: body.sort_order ?? before.sortOrder },
      }),
      nameTaken,
    );
    await recordAudit(tx, {
      actorId,
      action: 'category.change',
      entity: 'ProductCategory',
      entityId: categoryId,
      before: { name: before.name, parent_id: before.parentId, sort_order: before.sortOrder },
      after: body,
    });
  });
}

/** DELETE /api/admin/store/categories/:id: only an empty one (no products, no sub-categories): else 409. */
export async function deleteCategory(deps: Deps, actorId: number, categoryId: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<
      Array<{ id: number; name: string; parentId: number | null; sortOrder: number }>
    >`SELECT id, name, "parentId", "sortOrder" FROM "ProductCategory" WHERE id = ${categoryId} FOR UPDATE`;
    if (!before) throw notFound('Category');
    const products = await tx.product.count({ where: { categoryId } });
    if (products > 0)
      throw new AppError(
        'conflict',
        `${before.name} still has ${products} product${products === 1 ? '' : 's'}: move ${products === 1 ? 'it' : 'them'} to another category first.`,
      );
    const children = await tx.productCategory.count({ where: { parentId: categoryId } });
    if (children > 0)
      throw new AppError(
        'conflict',
        `${before.name} still has ${children} sub-categor${children === 1 ? 'y' : 'ies'}: move or delete ${children === 1 ? 'it' : 'them'} first.`,
      );
    await tx.productCategory.delete({ where: { id: categoryId } });
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      entity: 'ProductCategory',
      entityId: categoryId,
      before: { name: before.name, parent_id: before.parentId, sort_order: before.sortOrder },
    });
  });
}

/** The category and every category below it. */
export async function categoryAndBelow(deps: Deps, categoryId: number): Promise<number[]> {
  const all = await deps.db.productCategory.findMany({ select: { id: true, parentId: true } });
  const found = [categoryId];
  for (let i = 0; i < found.length; i++)
    for (const c of all) if (c.parentId === found[i] && !found.includes(c.id)) found.push(c.id);
  return found;
}
