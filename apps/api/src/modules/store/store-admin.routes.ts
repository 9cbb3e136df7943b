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
import { consoleRoutes } from '../../lib/console-access.js';
import { receiveImageUpload } from '../../lib/uploaded-image.js';
import { sendCsv } from '../../lib/csv.js';
import * as store from './store-admin.service.js';
import * as categories from './store-categories-admin.service.js';
import * as sales from './store-sales-admin.service.js';

const params = z.object({ id: z.string().max(20) });
const writes = errorAnswers(401, 403, 404, 409, 422);

export default async function storeAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: store', roles: ['facilities'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const productId = (text: string) => idFromPath(text, 'Product');
  const categoryId = (text: string) => idFromPath(text, 'Category');
  const product = async (id: number) => ({ data: await store.productPage(deps, id) });

  // --- Categories ---

  app.get('/store/categories', {
    schema: {
      summary: 'Every category as a tree (depth first), with how many products and sub-categories each has',
      response: { 200: ZStoreCategoryTree, ...errorAnswers(401, 403) },
    },
    handler: async () => ({ data: await categories.categoryTree(deps) }),
  });

  app.post('/store/categories', {
    schema: {
      summary: 'Add a category, at the top or under another (parent_id), with its sort order',
      body: ZStoreCategoryCreate,
      response: { 201: ZStoreCategoryResponse, ...writes },
    },
    handler: async (request, reply) => {
      const id = await categories.createCategory(deps, request.user.memberId, request.body);
      return reply.code(201).send({ data: await categories.categoryOf(deps, id) });
    },
  });

  app.patch('/store/categories/:id', {
    schema: {
      summary:
        'Rename, move (parent_id; null: to the top) or reorder a category; a move under itself or its own sub-category is refused (422)',
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
    schema: {
      summary: 'Delete an empty category (409 while it still has products or sub-categories)',
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
    schema: {
      summary:
        "Find the store's products by words, category (and its sub-categories) and status; newest first or by name; paged",
      querystring: ZStoreProductSearchQuery,
      response: { 200: ZStoreProductSearchPage, ...errorAnswers(401, 403, 422) },
    },
    handler: async (request) => ({ data: await store.searchProducts(deps, request.query) }),
  });

  app.get('/store/products/:id', {
    schema: {
      summary:
        'A store product with every field the member store reads (membership, donation, nomination products: 404)',
      params,
      response: { 200: ZStoreProductResponse, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => product(productId(request.params.id)),
  });

  app.post('/store/products', {
    schema: {
      summary: 'Add a product to the store (on sale at once)',
      body: ZStoreProductInput,
      response: { 201: ZStoreProductResponse, ...writes },
    },
    handler: async (request, reply) => {
      const id = await store.createProduct(deps, request.user.memberId, request.body);
      return reply.code(201).send(await product(id));
    },
  });

  app.put('/store/products/:id', {
    schema: {
      summary: 'Change every field of a product; the places on offer cannot go below those booked (422)',
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
    schema: {
      summary: 'Withdraw a product from sale (active false) or restore it (active true)',
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
    schema: {
      summary:
        'Add places (change > 0) or remove free ones (change < 0), with a reason; booked places cannot be removed (409)',
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
    schema: {
      summary: `Upload or replace the cover image: multipart/form-data, a JPEG, PNG or WebP file under ${COVER_MAX_BYTES / 1000} kB in the field cover`,
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
    schema: {
      summary: 'Remove the cover image (404 when there is none)',
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
    schema: {
      summary:
        "Every paid order line of the product (date in the association's time zone, member, places, amount, refunded) and the totals",
      params,
      response: { 200: ZProductSales, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({ data: await sales.productSales(deps, productId(request.params.id)) }),
  });

  app.get('/store/products/:id/sales.csv', {
    schema: {
      summary: "The product's sales as a CSV file",
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
    schema: {
      summary:
        'Who attends: each attendee of a paid, unrefunded place with what the checkout collected, the buyer and the order',
      params,
      response: { 200: ZProductAttendees, ...errorAnswers(401, 403, 404) },
    },
    handler: async (request) => ({ data: await sales.productAttendees(deps, productId(request.params.id)) }),
  });

  app.get('/store/products/:id/attendees.csv', {
    schema: {
      summary: "The product's attendee list as a CSV file (for the coordinator)",
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
