// /api/admin/store: the store console (facilities staff): categories (a tree), products (search,
// one, create, edit, withdraw or restore), the cover image (multipart upload, replace, remove),
// stock adjustments with a reason, and each product's sales and attendee list, also as CSV.
// Every write is audited; roles are checked before the body is read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COVER_MAX_BYTES,
  ZProductAttendees,
  ZProductSales,
  ZStockAdjustment,
  ZStoreCategoryChange,
  ZStoreCategoryCreate,
  ZStoreCategoryDeleted,
  ZStoreCategoryResponse,
  ZStoreCategoryTree,
  ZStoreProductInput,
  ZStoreProductResponse,
  ZStoreProductSearchPage,
  ZStoreProductSearchQuery,
  ZStoreProductStatus,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { idFromPath } from '../../lib/ids.js';
import { staffOnly } from '../../lib/console-access.js';
import { receiveImageUpload } from '../../lib/uploaded-image.js';
import { sendCsv } from '../../lib/csv.js';
import * as store from './store-admin.service.js';
import * as categories from './store-categories-admin.service.js';
import * as sales from './store-sales-admin.service.js';

const tags = ['console: store'];
const security = [{ bearer: [] }];
const roles = staffOnly('facilities');
const params = z.object({ id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 409, 422);

export default async function storeAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const productId = (text: string) => idFromPath(text, 'Product');
  const categoryId = (text: string) => idFromPath(text, 'Category');
  const product = async (id: number) => ({ data: await store.productPage(deps, id) });

  // --- Categories ---

  app.get('/store/categories', {
    ...roles,
    schema: {
      tags,
      summary: 'Every category as a tree (depth first), with how many products and sub-categories each has',
      security,
      response: { 200: ZStoreCategoryTree, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await categories.categoryTree(deps) }),
  });

  app.post('/store/categories', {
    ...roles,
    schema: {
      tags,
      summary: 'Add a category, at the top or under another (parent_id), with its sort order',
      security,
      body: ZStoreCategoryCreate,
      response: { 201: ZStoreCategoryResponse, ...writes },
    },
    handler: async (request, reply) => {
      const id = await categories.createCategory(deps, request.user.memberId, request.body);
      return reply.code(201).send({ data: await categories.categoryOf(deps, id) });
    },
  });

  app.patch('/store/categories/:id', {
    ...roles,
    schema: {
      tags,
      summary:
        'Rename, move (parent_id; null: to the top) or reorder a category; a move under itself or its own sub-category is refused (422)',
      security,
      params,
      body: ZStoreCategoryChange,
      response: { 200: ZStoreCategoryResponse, ...writes },
    },
    handler: async (request) => {
      const id = categoryId(request.params.id);
      await categories.changeCategory(deps, request.user.memberId, id, request.body);
      return { data: await categories.categoryOf(deps, id) };
    },
  });

  app.delete('/store/categories/:id', {
    ...roles,
    schema: {
      tags,
      summary: 'Delete an empty category (409 while it still has products or sub-categories)',
      security,
      params,
      response: { 200: ZStoreCategoryDeleted, ...writes },
    },
    handler: async (request) => {
      const id = categoryId(request.params.id);
      await categories.deleteCategory(deps, request.user.memberId, id);
      return { data: { id } };
    },
  });

  // --- Products ---

  app.get('/store/products', {
    ...roles,
    schema: {
      tags,
      summary:
        "Find the store's products by words, category (and its sub-categories) and status; newest first or by name; paged",
      security,
      querystring: ZStoreProductSearchQuery,
      response: { 200: ZStoreProductSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await store.searchProducts(deps, request.query) }),
  });

  app.get('/store/products/:id', {
    ...roles,
    schema: {
      tags,
      summary:
        'A store product with every field the member store reads (membership, donation, nomination products: 404)',
      security,
      params,
      response: { 200: ZStoreProductResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => product(productId(request.params.id)),
  });

  app.post('/store/products', {
    ...roles,
    schema: {
      tags,
      summary: 'Add a product to the store (on sale at once)',
      security,
      body: ZStoreProductInput,
      response: { 201: ZStoreProductResponse, ...writes },
    },
    handler: async (request, reply) => {
      const id = await store.createProduct(deps, request.user.memberId, request.body);
      return reply.code(201).send(await product(id));
    },
  });

  app.put('/store/products/:id', {
    ...roles,
    schema: {
      tags,
      summary: 'Change every field of a product; the places on offer cannot go below those booked (422)',
      security,
      params,
      body: ZStoreProductInput,
      response: { 200: ZStoreProductResponse, ...writes },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await store.updateProduct(deps, request.user.memberId, id, request.body);
      return product(id);
    },
  });

  app.post('/store/products/:id/status', {
    ...roles,
    schema: {
      tags,
      summary: 'Withdraw a product from sale (active false) or restore it (active true)',
      security,
      params,
      body: ZStoreProductStatus,
      response: { 200: ZStoreProductResponse, ...writes },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await store.setProductStatus(deps, request.user.memberId, id, request.body);
      return product(id);
    },
  });

  app.post('/store/products/:id/stock', {
    ...roles,
    schema: {
      tags,
      summary:
        'Add places (change > 0) or remove free ones (change < 0), with a reason; booked places cannot be removed (409)',
      security,
      params,
      body: ZStockAdjustment,
      response: { 200: ZStoreProductResponse, ...writes },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await store.adjustStock(deps, request.user.memberId, id, request.body);
      return product(id);
    },
  });

  app.put('/store/products/:id/cover', {
    ...roles,
    schema: {
      tags,
      summary: `Upload or replace the cover image: multipart/form-data, a JPEG, PNG or WebP file under ${COVER_MAX_BYTES / 1000} kB in the field cover`,
      security,
      params,
      consumes: ['multipart/form-data'],
      response: { 200: ZStoreProductResponse, ...errorAnswers(400, 401, 403, 404, 413, 422) },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      const image = await receiveImageUpload(request, {
        field: 'cover',
        maxBytes: COVER_MAX_BYTES,
        messages: {
          missing: 'Choose an image to upload',
          type: 'The image must be a JPEG, PNG or WebP file',
          size: `The image must be smaller than ${COVER_MAX_BYTES / 1000} kB`,
        },
      });
      await store.setCover(deps, request.user.memberId, id, image);
      return product(id);
    },
  });

  app.delete('/store/products/:id/cover', {
    ...roles,
    schema: {
      tags,
      summary: 'Remove the cover image (404 when there is none)',
      security,
      params,
      response: { 200: ZStoreProductResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await store.removeCover(deps, request.user.memberId, id);
      return product(id);
    },
  });

  // --- Sales and attendees ---

  app.get('/store/products/:id/sales', {
    ...roles,
    schema: {
      tags,
      summary:
        "Every paid order line of the product (date in the association's time zone, member, places, amount, refunded) and the totals",
      security,
      params,
      response: { 200: ZProductSales, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({ data: await sales.productSales(deps, productId(request.params.id)) }),
  });

  app.get('/store/products/:id/sales.csv', {
    ...roles,
    schema: {
      tags,
      summary: "The product's sales as a CSV file",
      security,
      params,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const id = productId(request.params.id);
      return sendCsv(reply, `product-${id}-sales.csv`, await sales.productSalesCsv(deps, id));
    },
  });

  app.get('/store/products/:id/attendees', {
    ...roles,
    schema: {
      tags,
      summary:
        'Who attends: each attendee of a paid, unrefunded place with what the checkout collected, the buyer and the order',
      security,
      params,
      response: { 200: ZProductAttendees, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({ data: await sales.productAttendees(deps, productId(request.params.id)) }),
  });

  app.get('/store/products/:id/attendees.csv', {
    ...roles,
    schema: {
      tags,
      summary: "The product's attendee list as a CSV file (for the coordinator)",
      security,
      params,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errorAnswers(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const id = productId(request.params.id);
      return sendCsv(reply, `product-${id}-attendees.csv`, await sales.productAttendeesCsv(deps, id));
    },
  });
}
